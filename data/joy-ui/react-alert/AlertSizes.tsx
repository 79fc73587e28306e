import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';

const SIZES = ['sm', 'md', 'lg'] as const;

export default function AlertSizes() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 420 }}>
      {SIZES.map((size) => (
        <Alert key={size} size={size} role="status">
          An alert of size {size}.
        </Alert>
      ))}
    </Stack>
  );
}
