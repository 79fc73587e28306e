import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function MultilineTextFields() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 340 }}>
      <TextField label="Delivery notes" multiline maxRows={4} placeholder="Grows up to four rows" />
      <TextField label="Cover letter" multiline rows={3} defaultValue="Fixed at three rows." />
      <TextField
        label="Feedback"
        variant="filled"
        multiline
        minRows={2}
        defaultValue="Starts at two rows and grows without limit."
      />
    </Stack>
  );
}
