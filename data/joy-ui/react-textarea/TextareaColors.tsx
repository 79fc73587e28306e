import Box from '@mui/joy/Box';
import Textarea from '@mui/joy/Textarea';
import type { ColorPaletteProp } from '@mui/joy/styles';

const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function TextareaColors() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        gap: 1.5,
      }}
    >
      {colors.map((color) => (
        <Textarea
          key={color}
          color={color}
          variant="soft"
          minRows={2}
          aria-label={color}
          placeholder={color}
        />
      ))}
    </Box>
  );
}
