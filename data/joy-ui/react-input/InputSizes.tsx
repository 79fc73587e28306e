import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

const SIZES = ['sm', 'md', 'lg'] as const;

export default function InputSizes() {
  return (
    <Stack spacing={1.5} sx={{ width: 260, maxWidth: '100%' }}>
      {SIZES.map((size) => (
        <Input
          key={size}
          size={size}
          placeholder={`size="${size}"`}
          slotProps={{ input: { 'aria-label': `Input of size ${size}` } }}
        />
      ))}
    </Stack>
  );
}
