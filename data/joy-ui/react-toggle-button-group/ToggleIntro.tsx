import * as React from 'react';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import IconButton from '@mui/joy/IconButton';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';

export default function ToggleIntro() {
  const [formats, setFormats] = React.useState<string[]>(['bold']);
  return (
    <ToggleButtonGroup
      aria-label="Text formatting"
      value={formats}
      onChange={(_event, newFormats) => setFormats(newFormats)}
    >
      <IconButton value="bold" aria-label="Bold">
        <FormatBold />
      </IconButton>
      <IconButton value="italic" aria-label="Italic">
        <FormatItalic />
      </IconButton>
      <IconButton value="underline" aria-label="Underline">
        <FormatUnderlined />
      </IconButton>
    </ToggleButtonGroup>
  );
}
