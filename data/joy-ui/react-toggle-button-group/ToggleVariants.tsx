import * as React from 'react';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Button from '@mui/joy/Button';

const variants = ['outlined', 'plain', 'soft', 'solid'] as const;

function VariantGroup({ variant }: { variant: (typeof variants)[number] }) {
  const [value, setValue] = React.useState<string | null>('day');
  return (
    <ToggleButtonGroup
      aria-label={`${variant} period`}
      variant={variant}
      value={value}
      onChange={(_event, newValue) => setValue(newValue)}
    >
      <Button value="day">Day</Button>
      <Button value="week">Week</Button>
      <Button value="month">Month</Button>
    </ToggleButtonGroup>
  );
}

export default function ToggleVariants() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {variants.map((variant) => (
        <VariantGroup key={variant} variant={variant} />
      ))}
    </Stack>
  );
}
