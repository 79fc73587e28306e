import * as React from 'react';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

/** Counts from 0 to `end` over `duration` ms while `running`, easing out near the end. */
function useCountUp(end: number, duration: number, running: boolean) {
  const [value, setValue] = React.useState(0);
  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const progress = Math.min((now - start) / duration, 1);
      setValue(Math.round(end * (1 - (1 - progress) ** 3)));
      if (progress < 1) {
        frame = requestAnimationFrame(tick);
      }
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [end, duration, running]);
  return value;
}

export default function LinearProgressCountUp() {
  const [run, setRun] = React.useState(0);
  const value = useCountUp(100, 2500, run > 0);
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 400, alignItems: 'flex-start' }}>
      <LinearProgress
        key={run}
        determinate
        value={run > 0 ? value : 0}
        thickness={20}
        variant="outlined"
        aria-label="Export progress"
        sx={{ width: '100%' }}
      />
      <Typography level="body-sm" fontWeight="lg">
        {run > 0 ? value : 0}% exported
      </Typography>
      <Button size="sm" variant="outlined" onClick={() => setRun(run + 1)}>
        {run > 0 ? 'Run again' : 'Start the export'}
      </Button>
    </Stack>
  );
}
