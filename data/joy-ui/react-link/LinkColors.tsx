import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import type { ColorPaletteProp } from '@mui/joy/styles';

// The demo links lead nowhere: keep the page where it is.
function preventNavigation(event: React.MouseEvent) {
  event.preventDefault();
}

const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function LinkColors() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      {colors.map((color) => (
        <Link key={color} href="#" onClick={preventNavigation} color={color}>
          {color}
        </Link>
      ))}
    </Box>
  );
}
