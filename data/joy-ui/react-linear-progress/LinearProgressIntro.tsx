import Box from '@mui/joy/Box';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';

export default function LinearProgressIntro() {
  return (
    <Box sx={{ width: '100%', maxWidth: 400 }}>
      <Typography id="linear-intro-label" level="body-sm" sx={{ mb: 1 }}>
        Syncing your photos…
      </Typography>
      <LinearProgress aria-labelledby="linear-intro-label" />
    </Box>
  );
}
