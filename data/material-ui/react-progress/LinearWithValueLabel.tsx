import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export default function LinearWithValueLabel() {
  const id = React.useId();
  const [progress, setProgress] = React.useState(10);
  React.useEffect(() => {
    const timer = setInterval(() => {
      setProgress((value) => (value >= 100 ? 10 : value + 10));
    }, 800);
    return () => clearInterval(timer);
  }, []);
  return (
    <Box sx={{ width: '100%' }}>
      <Typography id={id} variant="body2" gutterBottom>
        Uploading photos
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flexGrow: 1 }}>
          <LinearProgress variant="determinate" value={progress} aria-labelledby={id} />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ minWidth: 36 }}>
          {`${progress}%`}
        </Typography>
      </Box>
    </Box>
  );
}
