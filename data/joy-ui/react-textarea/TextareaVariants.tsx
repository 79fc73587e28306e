import Textarea from '@mui/joy/Textarea';
import Stack from '@mui/joy/Stack';

export default function TextareaVariants() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
      <Textarea minRows={2} placeholder="Outlined" aria-label="Outlined" />
      <Textarea minRows={2} variant="soft" placeholder="Soft" aria-label="Soft" />
      <Textarea
        minRows={2}
        maxRows={4}
        color="danger"
        defaultValue="This field has a problem. It grows up to four rows, then scrolls."
        aria-label="Danger"
      />
    </Stack>
  );
}
