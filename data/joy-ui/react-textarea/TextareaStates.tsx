import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

export default function TextareaStates() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 400 }}>
      <FormControl error>
        <FormLabel>Reason for the refund</FormLabel>
        <Textarea minRows={2} defaultValue="Too short" />
        <FormHelperText>Please write at least 20 characters.</FormHelperText>
      </FormControl>
      <FormControl disabled>
        <FormLabel>Internal notes</FormLabel>
        <Textarea minRows={2} defaultValue="Only managers can edit these notes." />
      </FormControl>
      <FormControl>
        <FormLabel>Shipping address</FormLabel>
        <Textarea minRows={2} maxRows={4} variant="soft" color="primary" size="sm" />
      </FormControl>
    </Stack>
  );
}
