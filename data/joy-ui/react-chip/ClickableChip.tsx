import * as React from 'react';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';

export default function ClickableChip() {
  const [clicks, setClicks] = React.useState(0);
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      <Chip variant="outlined" color="neutral" onClick={() => setClicks((value) => value + 1)}>
        Load more
      </Chip>
      <Typography level="body-sm" aria-live="polite">
        Clicked {clicks} {clicks === 1 ? 'time' : 'times'}
      </Typography>
    </Box>
  );
}
