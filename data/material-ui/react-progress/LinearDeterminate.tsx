import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

export default function LinearDeterminate() {
  const [progress, setProgress] = React.useState(0);
  React.useEffect(() => {
    const timer = setInterval(() => {
      setProgress((value) => (value >= 100 ? 0 : Math.min(100, value + 7)));
    }, 500);
    return () => clearInterval(timer);
  }, []);
  return (
    <Box sx={{ width: '100%' }}>
      <LinearProgress variant="determinate" value={progress} aria-label="Copying files" />
    </Box>
  );
}
