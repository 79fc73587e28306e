import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';

const VARIANTS = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function AlertVariants() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 420 }}>
      {VARIANTS.map((variant) => (
        <Alert key={variant} variant={variant} color="primary" role="status">
          This is the {variant} variant.
        </Alert>
      ))}
    </Stack>
  );
}
