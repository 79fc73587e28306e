import Textarea from '@mui/joy/Textarea';

export default function TextareaBasic() {
  return (
    <Textarea
      aria-label="Message"
      placeholder="Write a short message…"
      minRows={2}
      sx={{ maxWidth: 360 }}
    />
  );
}
