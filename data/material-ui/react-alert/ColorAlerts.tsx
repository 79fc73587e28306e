import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function ColorAlerts() {
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      {/* The warning colour with the success icon: an unusual pairing the two props allow. */}
      <Alert severity="success" color="warning">
        Uploaded, but two files were skipped.
      </Alert>
      <Alert severity="info" color="error" variant="outlined">
        Read this before you continue.
      </Alert>
    </Stack>
  );
}
