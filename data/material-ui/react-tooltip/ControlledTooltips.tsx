import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

export default function ControlledTooltips() {
  const [open, setOpen] = React.useState(false);
  const [opened, setOpened] = React.useState(0);
  return (
    <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
      <Tooltip
        describeChild
        open={open}
        onOpen={() => {
          setOpen(true);
          setOpened((count) => count + 1);
        }}
        onClose={() => setOpen(false)}
        title="Controlled by state"
      >
        <Button>Hover me</Button>
      </Tooltip>
      <Typography variant="body2" color="text.secondary">
        Opened {opened} {opened === 1 ? 'time' : 'times'}
      </Typography>
    </Stack>
  );
}
