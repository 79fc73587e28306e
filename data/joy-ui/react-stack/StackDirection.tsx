import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';

export default function StackDirection() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {['Mon', 'Tue', 'Wed', 'Thu', 'Fri'].map((day) => (
        <Sheet key={day} variant="soft" color="primary" sx={{ px: 2, py: 1, borderRadius: 'sm' }}>
          {day}
        </Sheet>
      ))}
    </Stack>
  );
}
