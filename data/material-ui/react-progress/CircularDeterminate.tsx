import * as React from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

export default function CircularDeterminate() {
  const [progress, setProgress] = React.useState(10);
  React.useEffect(() => {
    const timer = setInterval(() => {
      setProgress((value) => (value >= 100 ? 0 : value + 10));
    }, 800);
    return () => clearInterval(timer);
  }, []);
  return (
    <Stack direction="row" spacing={2}>
      <CircularProgress variant="determinate" value={25} aria-label="Quarter done" />
      <CircularProgress variant="determinate" value={75} aria-label="Three quarters done" />
      <CircularProgress variant="determinate" value={progress} aria-label="Syncing" />
    </Stack>
  );
}
