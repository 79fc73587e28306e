import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

export default function TextareaRows() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
      <Textarea
        aria-label="Two rows at first"
        minRows={2}
        placeholder="minRows={2}: grows without limit"
      />
      <Textarea
        aria-label="Two to four rows"
        minRows={2}
        maxRows={4}
        placeholder="minRows={2} maxRows={4}: scrolls after four rows"
      />
    </Stack>
  );
}
