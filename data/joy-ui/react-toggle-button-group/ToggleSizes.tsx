import * as React from 'react';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Button from '@mui/joy/Button';

export default function ToggleSizes() {
  const [value, setValue] = React.useState<string | null>('md');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <ToggleButtonGroup
          key={size}
          aria-label={`Size ${size}`}
          size={size}
          value={value}
          onChange={(_event, newValue) => setValue(newValue)}
        >
          <Button value="sm">Small</Button>
          <Button value="md">Medium</Button>
          <Button value="lg">Large</Button>
        </ToggleButtonGroup>
      ))}
    </Stack>
  );
}
