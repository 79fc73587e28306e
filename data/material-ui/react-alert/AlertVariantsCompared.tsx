import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

const variants = ['standard', 'outlined', 'filled'] as const;

export default function AlertVariantsCompared() {
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      {variants.map((variant) => (
        <Alert key={variant} variant={variant} severity="info">
          The same notice, {variant}.
        </Alert>
      ))}
    </Stack>
  );
}
