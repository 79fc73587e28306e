import * as React from 'react';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Button from '@mui/joy/Button';
import type { ColorPaletteProp } from '@mui/joy/styles';

const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function ToggleColors() {
  const [color, setColor] = React.useState<string | null>('primary');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        aria-label="Group color"
        variant="soft"
        color={(color as ColorPaletteProp | null) ?? 'neutral'}
        value={color}
        onChange={(_event, newValue) => setColor(newValue)}
        sx={{ flexWrap: 'wrap' }}
      >
        {colors.map((item) => (
          <Button key={item} value={item}>
            {item}
          </Button>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
