import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

export default function LinearBuffer() {
  const [played, setPlayed] = React.useState(0);
  React.useEffect(() => {
    const timer = setInterval(() => {
      setPlayed((value) => (value >= 100 ? 0 : value + 4));
    }, 500);
    return () => clearInterval(timer);
  }, []);
  // The buffered part runs a little ahead of playback, in fixed steps.
  const buffered = Math.min(100, played + 10 + (played % 3) * 4);
  return (
    <Box sx={{ width: '100%' }}>
      <LinearProgress
        variant="buffer"
        value={played}
        valueBuffer={buffered}
        aria-label="Video playback"
      />
    </Box>
  );
}
