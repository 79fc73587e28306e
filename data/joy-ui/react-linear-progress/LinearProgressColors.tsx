import Stack from '@mui/joy/Stack';
import LinearProgress from '@mui/joy/LinearProgress';
import type { ColorPaletteProp } from '@mui/joy/styles';

const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function LinearProgressColors() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 400 }}>
      {colors.map((color) => (
        <LinearProgress
          key={color}
          color={color}
          determinate
          value={60}
          aria-label={`${color} progress`}
        />
      ))}
    </Stack>
  );
}
