import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Snackbar, { type SnackbarProps } from '@mui/joy/Snackbar';

const sizes: NonNullable<SnackbarProps['size']>[] = ['sm', 'md', 'lg'];

export default function SnackbarSizes() {
  const [size, setSize] = React.useState<SnackbarProps['size'] | null>(null);
  return (
    <Stack direction="row" spacing={1}>
      {sizes.map((item) => (
        <Button
          key={item}
          size={item}
          variant="outlined"
          color="neutral"
          onClick={() => setSize(item)}
        >
          {item}
        </Button>
      ))}
      <Snackbar
        role="status"
        open={size !== null}
        size={size ?? undefined}
        autoHideDuration={3000}
        onClose={() => setSize(null)}
      >
        A snackbar of size {size}.
      </Snackbar>
    </Stack>
  );
}
