import * as React from 'react';
import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import IconButton from '@mui/joy/IconButton';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatStrikethrough from '@mui/icons-material/FormatStrikethrough';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';

export default function EditorToolbar() {
  const [formats, setFormats] = React.useState<string[]>([]);
  const [alignment, setAlignment] = React.useState<string | null>('left');
  return (
    <Box
      role="toolbar"
      aria-label="Text editor"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        p: 0.5,
        borderRadius: 'md',
        border: '1px solid',
        borderColor: 'divider',
        width: 'fit-content',
        maxWidth: '100%',
      }}
    >
      <ToggleButtonGroup
        aria-label="Formatting"
        variant="plain"
        spacing={0.5}
        value={formats}
        onChange={(_event, newValue) => setFormats(newValue)}
      >
        <IconButton value="bold" aria-label="Bold">
          <FormatBold />
        </IconButton>
        <IconButton value="italic" aria-label="Italic">
          <FormatItalic />
        </IconButton>
        <IconButton value="strikethrough" aria-label="Strikethrough">
          <FormatStrikethrough />
        </IconButton>
      </ToggleButtonGroup>
      <Divider orientation="vertical" />
      <ToggleButtonGroup
        aria-label="Alignment"
        variant="plain"
        spacing={0.5}
        value={alignment}
        onChange={(_event, newValue) => newValue && setAlignment(newValue)}
      >
        <IconButton value="left" aria-label="Align left">
          <FormatAlignLeft />
        </IconButton>
        <IconButton value="center" aria-label="Align center">
          <FormatAlignCenter />
        </IconButton>
        <IconButton value="right" aria-label="Align right">
          <FormatAlignRight />
        </IconButton>
      </ToggleButtonGroup>
    </Box>
  );
}
