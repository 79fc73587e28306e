import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';

export default function AlertSeverities() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert severity="success">Your changes were saved.</Alert>
      <Alert severity="info">A new version of the app is ready to install.</Alert>
      <Alert severity="warning">Your storage is 90% full.</Alert>
      <Alert severity="error">
        <AlertTitle>Payment failed</AlertTitle>
        The card was declined. Check the card details or choose another payment method.
      </Alert>
    </Stack>
  );
}
