import * as React from 'react';
import CircularProgress from '@mui/joy/CircularProgress';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function CircularProgressWithLabel() {
  const [value, setValue] = React.useState(30);
  return (
    <Stack direction="row" spacing={3} alignItems="center">
      <CircularProgress
        determinate
        value={value}
        size="lg"
        sx={{ '--CircularProgress-size': '80px' }}
        aria-label="Upload progress"
      >
        <Typography component="span" level="title-sm">
          {value}%
        </Typography>
      </CircularProgress>
      <Stack direction="row" spacing={1}>
        <Button size="sm" variant="outlined" onClick={() => setValue(Math.max(0, value - 10))}>
          −10
        </Button>
        <Button size="sm" variant="outlined" onClick={() => setValue(Math.min(100, value + 10))}>
          +10
        </Button>
      </Stack>
    </Stack>
  );
}
