import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import ArrowForward from '@mui/icons-material/ArrowForward';

export default function LinkButton() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button component="a" href="#file-upload">
        Jump to File upload
      </Button>
      <Button
        component="a"
        href="/joy-ui/react-link/"
        variant="outlined"
        endDecorator={<ArrowForward />}
      >
        Read about Link
      </Button>
    </Box>
  );
}
