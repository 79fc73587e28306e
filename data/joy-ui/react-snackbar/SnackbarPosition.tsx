import * as React from 'react';
import Button from '@mui/joy/Button';
import Box from '@mui/joy/Box';
import Snackbar, { type SnackbarOrigin } from '@mui/joy/Snackbar';

const positions: (SnackbarOrigin & { label: string })[] = [
  { vertical: 'top', horizontal: 'left', label: 'Top left' },
  { vertical: 'top', horizontal: 'center', label: 'Top center' },
  { vertical: 'top', horizontal: 'right', label: 'Top right' },
  { vertical: 'bottom', horizontal: 'left', label: 'Bottom left' },
  { vertical: 'bottom', horizontal: 'center', label: 'Bottom center' },
  { vertical: 'bottom', horizontal: 'right', label: 'Bottom right' },
];

export default function SnackbarPosition() {
  const [origin, setOrigin] = React.useState<(typeof positions)[number] | null>(null);
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
          color="neutral"
          size="sm"
          onClick={() => setOrigin(position)}
        >
          {position.label}
        </Button>
      ))}
      <Snackbar
        key={origin?.label}
        role="status"
        open={origin !== null}
        anchorOrigin={origin ?? undefined}
        autoHideDuration={3000}
        onClose={() => setOrigin(null)}
      >
        Shown at the {origin?.label.toLowerCase()} corner.
      </Snackbar>
    </Box>
  );
}
