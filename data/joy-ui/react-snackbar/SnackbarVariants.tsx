import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Snackbar, { type SnackbarProps } from '@mui/joy/Snackbar';

const variants: NonNullable<SnackbarProps['variant']>[] = ['plain', 'outlined', 'soft', 'solid'];

export default function SnackbarVariants() {
  const [variant, setVariant] = React.useState<SnackbarProps['variant'] | null>(null);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {variants.map((item) => (
        <Button key={item} variant={item} color="neutral" onClick={() => setVariant(item)}>
          {item}
        </Button>
      ))}
      <Snackbar
        role="status"
        open={variant !== null}
        variant={variant ?? undefined}
        autoHideDuration={3000}
        onClose={() => setVariant(null)}
      >
        A snackbar with the {variant} variant.
      </Snackbar>
    </Stack>
  );
}
