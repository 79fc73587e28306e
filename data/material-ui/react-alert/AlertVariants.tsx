import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

const severities = ['success', 'info', 'warning', 'error'] as const;
const messages = {
  success: 'Backup finished.',
  info: 'Sync runs every hour.',
  warning: 'Your session expires in 5 minutes.',
  error: 'The server could not be reached.',
};

export default function AlertVariants() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Stack spacing={1} sx={{ flex: 1 }}>
        {severities.map((severity) => (
          <Alert key={severity} severity={severity} variant="filled">
            {messages[severity]}
          </Alert>
        ))}
      </Stack>
      <Stack spacing={1} sx={{ flex: 1 }}>
        {severities.map((severity) => (
          <Alert key={severity} severity={severity} variant="outlined">
            {messages[severity]}
          </Alert>
        ))}
      </Stack>
    </Stack>
  );
}
