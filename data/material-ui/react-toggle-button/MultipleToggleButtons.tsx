import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

export default function MultipleToggleButtons() {
  const [formats, setFormats] = React.useState<string[]>(['bold']);

  return (
    <Stack spacing={2} alignItems="flex-start">
      <ToggleButtonGroup
        value={formats}
        onChange={(_event, next: string[]) => setFormats(next)}
        aria-label="Text formatting"
        size="small"
      >
        <ToggleButton value="bold" aria-label="Bold">
          <b>B</b>
        </ToggleButton>
        <ToggleButton value="italic" aria-label="Italic">
          <i>I</i>
        </ToggleButton>
        <ToggleButton value="underline" aria-label="Underline">
          <u>U</u>
        </ToggleButton>
      </ToggleButtonGroup>
      <p
        style={{
          fontWeight: formats.includes('bold') ? 700 : 400,
          fontStyle: formats.includes('italic') ? 'italic' : 'normal',
          textDecoration: formats.includes('underline') ? 'underline' : 'none',
        }}
      >
        Preview text
      </p>
    </Stack>
  );
}
