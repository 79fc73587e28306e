import * as React from 'react';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import IconButton from '@mui/joy/IconButton';

export default function MultipleToggle() {
  const [formats, setFormats] = React.useState<string[]>(['bold']);
  return (
    <ToggleButtonGroup
      aria-label="Text formatting"
      variant="soft"
      spacing={0.5}
      value={formats}
      onChange={(_event, newFormats) => setFormats(newFormats)}
    >
      <IconButton value="bold" aria-label="Bold">
        <b>B</b>
      </IconButton>
      <IconButton value="italic" aria-label="Italic">
        <i>I</i>
      </IconButton>
      <IconButton value="underline" aria-label="Underline">
        <u>U</u>
      </IconButton>
    </ToggleButtonGroup>
  );
}
