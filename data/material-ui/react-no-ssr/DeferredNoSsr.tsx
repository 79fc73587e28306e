import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import NoSsr from '@mui/material/NoSsr';

const cells = Array.from({ length: 400 }, (_, index) => index);

function HeavyGrid() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(40, 1fr)', gap: '2px' }}>
      {cells.map((cell) => (
        <Box
          key={cell}
          sx={{ aspectRatio: '1', bgcolor: cell % 7 === 0 ? 'primary.main' : 'grey.300' }}
        />
      ))}
    </Box>
  );
}

export default function DeferredNoSsr() {
  const [run, setRun] = React.useState(0);

  return (
    <Box sx={{ maxWidth: 480 }}>
      <Button size="small" onClick={() => setRun((n) => n + 1)} sx={{ mb: 1 }}>
        Mount again
      </Button>
      <NoSsr
        key={run}
        defer
        fallback={
          <Box sx={{ height: 96, bgcolor: 'action.hover' }}>Painted before the grid mounts</Box>
        }
      >
        <HeavyGrid />
      </NoSsr>
    </Box>
  );
}
