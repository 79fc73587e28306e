import Button from '@mui/material/Button';
import SnackbarContent from '@mui/material/SnackbarContent';
import Stack from '@mui/material/Stack';

export default function StaticSnackbarContent() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      {/* role="status" because these messages are not new: they should not interrupt */}
      <SnackbarContent role="status" message="Your export of 'Q1 report' is ready." />
      <SnackbarContent
        role="status"
        message="Reminder: the weekly backup runs on Sunday at 02:00."
        action={
          <Button color="secondary" size="small">
            Change time
          </Button>
        }
      />
    </Stack>
  );
}
