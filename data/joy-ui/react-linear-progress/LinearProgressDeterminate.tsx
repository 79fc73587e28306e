import * as React from 'react';
import LinearProgress from '@mui/joy/LinearProgress';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const TOTAL = 5;

export default function LinearProgressDeterminate() {
  const [done, setDone] = React.useState(2);
  const percent = (done / TOTAL) * 100;
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 400 }}>
      <Typography id="upload-label" level="body-sm">
        {done} of {TOTAL} files uploaded
      </Typography>
      <LinearProgress
        determinate
        value={percent}
        thickness={10}
        color={done === TOTAL ? 'success' : 'primary'}
        aria-labelledby="upload-label"
      />
      <Stack direction="row" spacing={1}>
        <Button size="sm" disabled={done === TOTAL} onClick={() => setDone(done + 1)}>
          Upload next
        </Button>
        <Button size="sm" variant="plain" onClick={() => setDone(0)}>
          Reset
        </Button>
      </Stack>
    </Stack>
  );
}
