import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ClickableChips() {
  const [clicks, setClicks] = React.useState(0);
  const count = () => setClicks(clicks + 1);
  return (
    <Stack spacing={1} alignItems="flex-start">
      <Stack direction="row" spacing={1}>
        <Chip label="Clickable" onClick={count} />
        <Chip label="Clickable" variant="outlined" onClick={count} />
      </Stack>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        Clicked {clicks} time{clicks === 1 ? '' : 's'}
      </Typography>
    </Stack>
  );
}
