import Box from '@mui/joy/Box';
import Input from '@mui/joy/Input';

const COLORS = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function InputColors() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        gap: 1.5,
      }}
    >
      {COLORS.map((color) => (
        <Input
          key={color}
          color={color}
          variant="soft"
          placeholder={color}
          slotProps={{ input: { 'aria-label': `Input colored ${color}` } }}
        />
      ))}
    </Box>
  );
}
