import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';

export default function DescriptionAlerts() {
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Alert severity="warning">
        <AlertTitle>Storage almost full</AlertTitle>
        You have used 95% of your space. Delete old files or upgrade your plan.
      </Alert>
      <Alert severity="error" variant="outlined">
        <AlertTitle>Payment declined</AlertTitle>
        The bank refused the card ending in 4242. Try another card.
      </Alert>
    </Stack>
  );
}
