import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ProgressWithLabel() {
  const [value, setValue] = React.useState(30);

  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 400 }}>
      <Stack direction="row" spacing={3} alignItems="center">
        <Box sx={{ position: 'relative', display: 'inline-flex' }}>
          <CircularProgress
            variant="determinate"
            value={value}
            size={64}
            aria-label="Upload progress"
          />
          <Box
            sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}
            aria-hidden
          >
            <Typography variant="caption" fontWeight="bold">{`${value}%`}</Typography>
          </Box>
        </Box>
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={() => setValue((v) => Math.max(v - 10, 0))}>
            −10
          </Button>
          <Button size="small" onClick={() => setValue((v) => Math.min(v + 10, 100))}>
            +10
          </Button>
        </Stack>
      </Stack>
      <Stack direction="row" spacing={2} alignItems="center">
        <LinearProgress
          variant="determinate"
          value={value}
          sx={{ flexGrow: 1 }}
          aria-label="Upload progress"
        />
        <Typography variant="body2" color="text.secondary" sx={{ minWidth: 40 }}>
          {`${value}%`}
        </Typography>
      </Stack>
    </Stack>
  );
}
