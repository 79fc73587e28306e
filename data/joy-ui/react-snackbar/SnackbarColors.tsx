import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Snackbar from '@mui/joy/Snackbar';
import type { ColorPaletteProp } from '@mui/joy/styles';

const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function SnackbarColors() {
  const [color, setColor] = React.useState<ColorPaletteProp | null>(null);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {colors.map((item) => (
        <Button key={item} color={item} variant="soft" onClick={() => setColor(item)}>
          {item}
        </Button>
      ))}
      <Snackbar
        role="status"
        open={color !== null}
        color={color ?? undefined}
        variant="soft"
        autoHideDuration={3000}
        onClose={() => setColor(null)}
      >
        A {color} snackbar.
      </Snackbar>
    </Stack>
  );
}
