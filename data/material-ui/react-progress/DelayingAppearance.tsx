import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Fade from '@mui/material/Fade';
import Typography from '@mui/material/Typography';

type Status = 'idle' | 'loading' | 'done';

export default function DelayingAppearance() {
  const [status, setStatus] = React.useState<Status>('idle');
  const timer = React.useRef<ReturnType<typeof setTimeout>>();

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const start = () => {
    clearTimeout(timer.current);
    if (status !== 'idle') {
      setStatus('idle');
      return;
    }
    setStatus('loading');
    timer.current = setTimeout(() => setStatus('done'), 2000);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Button onClick={start} variant="outlined">
        {status === 'idle' ? 'Simulate a load' : 'Reset'}
      </Button>
      <Box sx={{ height: 40, display: 'flex', alignItems: 'center' }}>
        {status === 'done' ? (
          <Typography>Loaded.</Typography>
        ) : (
          <Fade
            in={status === 'loading'}
            style={{ transitionDelay: status === 'loading' ? '800ms' : '0ms' }}
            unmountOnExit
          >
            <CircularProgress aria-label="Loading" />
          </Fade>
        )}
      </Box>
    </Box>
  );
}
