import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';

export default function StackBasics() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
      {['Boil the water', 'Warm the pot', 'Steep for four minutes'].map((step) => (
        <Sheet key={step} variant="outlined" sx={{ p: 1.5, borderRadius: 'sm' }}>
          {step}
        </Sheet>
      ))}
    </Stack>
  );
}
