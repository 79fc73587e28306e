import * as React from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

export default function BadgeMax() {
  const [count, setCount] = React.useState(8);
  const [showZero, setShowZero] = React.useState(false);
  const [hidden, setHidden] = React.useState(false);

  return (
    <Stack spacing={3} alignItems="flex-start">
      <Stack direction="row" spacing={5} alignItems="center">
        <Badge color="primary" badgeContent={count} showZero={showZero} invisible={hidden}>
          <Button variant="outlined" aria-label={`Inbox, ${count} unread`}>
            Inbox
          </Button>
        </Badge>
        <Badge color="error" badgeContent={1200} max={999}>
          <Button variant="outlined" aria-label="Alerts, more than 999">
            Alerts
          </Button>
        </Badge>
      </Stack>
      <ButtonGroup size="small" aria-label="Change unread count">
        <Button onClick={() => setCount((c) => Math.max(c - 1, 0))}>−1</Button>
        <Button onClick={() => setCount((c) => c + 1)}>+1</Button>
        <Button onClick={() => setCount(150)}>150</Button>
        <Button onClick={() => setCount(0)}>0</Button>
      </ButtonGroup>
      <Stack direction="row">
        <FormControlLabel
          control={<Switch checked={showZero} onChange={(e) => setShowZero(e.target.checked)} />}
          label="showZero"
        />
        <FormControlLabel
          control={<Switch checked={hidden} onChange={(e) => setHidden(e.target.checked)} />}
          label="invisible"
        />
      </Stack>
    </Stack>
  );
}
