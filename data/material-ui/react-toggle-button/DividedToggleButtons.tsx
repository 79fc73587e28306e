import * as React from 'react';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup, { toggleButtonGroupClasses } from '@mui/material/ToggleButtonGroup';
import { styled } from '@mui/material/styles';

const SpacedGroup = styled(ToggleButtonGroup)(({ theme }) => ({
  gap: theme.spacing(0.5),
  [`& .${toggleButtonGroupClasses.grouped}`]: {
    margin: theme.spacing(0.5),
    border: 0,
    borderRadius: theme.shape.borderRadius,
  },
  // The grouped buttons normally share borders; spaced out, each keeps its own shape.
  [`& .${toggleButtonGroupClasses.grouped}:not(:first-of-type)`]: {
    marginLeft: theme.spacing(0.5),
    borderLeft: 0,
  },
}));

export default function DividedToggleButtons() {
  const [formats, setFormats] = React.useState<string[]>(['bold']);
  return (
    <Paper elevation={0} sx={{ display: 'inline-flex', border: 1, borderColor: 'divider' }}>
      <SpacedGroup
        size="small"
        value={formats}
        onChange={(_event, value: string[]) => setFormats(value)}
        aria-label="Text formatting"
      >
        <ToggleButton value="bold" aria-label="Bold">
          <FormatBoldIcon />
        </ToggleButton>
        <ToggleButton value="italic" aria-label="Italic">
          <FormatItalicIcon />
        </ToggleButton>
        <ToggleButton value="underlined" aria-label="Underline">
          <FormatUnderlinedIcon />
        </ToggleButton>
      </SpacedGroup>
    </Paper>
  );
}
