import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import IconButton from '@mui/joy/IconButton';
import Refresh from '@mui/icons-material/Refresh';

export default function CircularWithButton() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button startDecorator={<CircularProgress variant="solid" size="sm" aria-label="Loading" />}>
        Loading…
      </Button>
      <IconButton variant="soft" aria-label="Refreshing">
        <CircularProgress size="sm" aria-hidden />
      </IconButton>
      <Button variant="outlined" color="neutral" endDecorator={<Refresh />}>
        Refresh
      </Button>
    </Box>
  );
}
