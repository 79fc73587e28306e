import Input from '@mui/joy/Input';

export default function InputBasics() {
  return (
    <Input
      placeholder="Type here…"
      slotProps={{ input: { 'aria-label': 'Free text' } }}
      sx={{ width: 260, maxWidth: '100%' }}
    />
  );
}
