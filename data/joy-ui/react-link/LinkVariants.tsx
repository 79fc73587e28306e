import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';

// The demo links lead nowhere: keep the page where it is.
function preventNavigation(event: React.MouseEvent) {
  event.preventDefault();
}

export default function LinkVariants() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <Link href="#" onClick={preventNavigation} variant="plain">
        Plain
      </Link>
      <Link href="#" onClick={preventNavigation} variant="outlined">
        Outlined
      </Link>
      <Link href="#" onClick={preventNavigation} variant="soft">
        Soft
      </Link>
      <Link
        href="#"
        onClick={preventNavigation}
        variant="solid"
        sx={{ color: 'primary.solidColor', '&:hover': { color: 'primary.solidColor' } }}
      >
        Solid
      </Link>
    </Box>
  );
}
