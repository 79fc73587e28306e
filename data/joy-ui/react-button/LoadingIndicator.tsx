import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';

export default function LoadingIndicator() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button loading loadingIndicator="Sending…">
        Send
      </Button>
      <Button
        loading
        variant="soft"
        loadingIndicator={
          <CircularProgress variant="solid" color="success" thickness={2} size="sm" />
        }
      >
        Sync
      </Button>
    </Box>
  );
}
