import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SnackbarOrigin } from '@mui/material/Snackbar';
import Snackbar from '@mui/material/Snackbar';

const positions: { label: string; origin: SnackbarOrigin }[] = [
  { label: 'Top left', origin: { vertical: 'top', horizontal: 'left' } },
  { label: 'Top center', origin: { vertical: 'top', horizontal: 'center' } },
  { label: 'Top right', origin: { vertical: 'top', horizontal: 'right' } },
  { label: 'Bottom left', origin: { vertical: 'bottom', horizontal: 'left' } },
  { label: 'Bottom center', origin: { vertical: 'bottom', horizontal: 'center' } },
  { label: 'Bottom right', origin: { vertical: 'bottom', horizontal: 'right' } },
];

export default function PositionedSnackbar() {
  const [current, setCurrent] = React.useState<(typeof positions)[number] | null>(null);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
        gap: 1,
        maxWidth: 420,
      }}
    >
      {positions.map((position) => (
        <Button
          key={position.label}
          variant="outlined"
          size="small"
          onClick={() => setCurrent(position)}
        >
          {position.label}
        </Button>
      ))}
      <Snackbar
        anchorOrigin={current?.origin ?? positions[0].origin}
        open={current !== null}
        autoHideDuration={3000}
        onClose={() => setCurrent(null)}
        message={current ? `Shown at ${current.label.toLowerCase()}` : ''}
        key={current?.label}
      />
    </Box>
  );
}
