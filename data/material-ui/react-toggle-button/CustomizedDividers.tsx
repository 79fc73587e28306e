import * as React from 'react';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup, { toggleButtonGroupClasses } from '@mui/material/ToggleButtonGroup';
import { styled } from '@mui/material/styles';

const FlatGroup = styled(ToggleButtonGroup)(({ theme }) => ({
  [`& .${toggleButtonGroupClasses.grouped}`]: {
    margin: theme.spacing(0.5),
    border: 0,
    borderRadius: theme.shape.borderRadius,
    [`&.${toggleButtonGroupClasses.disabled}`]: { border: 0 },
  },
  [`& .${toggleButtonGroupClasses.grouped}:not(:first-of-type)`]: {
    marginLeft: -1,
    borderLeft: '1px solid transparent',
  },
}));

export default function CustomizedDividers() {
  const [alignment, setAlignment] = React.useState('left');
  const [formats, setFormats] = React.useState<string[]>(['italic']);
  return (
    <Paper
      elevation={0}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        width: 'fit-content',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <FlatGroup
        size="small"
        value={alignment}
        exclusive
        onChange={(_event, value: string | null) => value !== null && setAlignment(value)}
        aria-label="Alignment"
      >
        <ToggleButton value="left" aria-label="Align left">
          <FormatAlignLeftIcon />
        </ToggleButton>
        <ToggleButton value="center" aria-label="Align centre">
          <FormatAlignCenterIcon />
        </ToggleButton>
      </FlatGroup>
      <Divider flexItem orientation="vertical" sx={{ mx: 0.5, my: 1 }} />
      <FlatGroup
        size="small"
        value={formats}
        onChange={(_event, value: string[]) => setFormats(value)}
        aria-label="Formatting"
      >
        <ToggleButton value="bold" aria-label="Bold">
          <FormatBoldIcon />
        </ToggleButton>
        <ToggleButton value="italic" aria-label="Italic">
          <FormatItalicIcon />
        </ToggleButton>
      </FlatGroup>
    </Paper>
  );
}
