import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Typography from '@mui/joy/Typography';

/** Counts from 0 to `end` over `duration` ms with requestAnimationFrame, restarting when `run` changes. */
function useCountUp(end: number, duration: number, run: number): number {
  const [value, setValue] = React.useState(0);
  React.useEffect(() => {
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const progress = Math.min(1, (now - start) / duration);
      // Ease out: fast at first, slower near the end.
      setValue(Math.round(end * (1 - (1 - progress) ** 3)));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [end, duration, run]);
  return value;
}

export default function CircularCountUp() {
  const [run, setRun] = React.useState(0);
  const value = useCountUp(82, 1500, run);
  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'center' }}>
      <CircularProgress
        size="lg"
        determinate
        value={value}
        sx={{ '--CircularProgress-size': '80px' }}
        aria-label="Score"
      >
        <Typography component="span" level="title-md">
          {value}%
        </Typography>
      </CircularProgress>
      <Button variant="outlined" onClick={() => setRun((count) => count + 1)}>
        Count again
      </Button>
    </Box>
  );
}
