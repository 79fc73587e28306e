import Button from '@mui/material/Button';
import SnackbarContent from '@mui/material/SnackbarContent';
import Stack from '@mui/material/Stack';

const action = (
  <Button color="secondary" size="small">
    Retry
  </Button>
);

export default function LongTextSnackbar() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 600 }}>
      <SnackbarContent message="Message sent." action={action} />
      <SnackbarContent
        message="The upload paused because the connection dropped. It resumes automatically when you are back online, or you can retry now."
        action={action}
      />
      <SnackbarContent
        message="The upload paused because the connection dropped. It resumes automatically when you are back online, or you can retry now."
        action={action}
        sx={{ '& .MuiSnackbarContent-action': { alignSelf: 'flex-end' } }}
      />
    </Stack>
  );
}
