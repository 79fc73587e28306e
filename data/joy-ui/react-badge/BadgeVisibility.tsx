import * as React from 'react';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Switch from '@mui/joy/Switch';
import Notifications from '@mui/icons-material/Notifications';

export default function BadgeVisibility() {
  const [visible, setVisible] = React.useState(true);
  return (
    <Box sx={{ display: 'flex', gap: 4, alignItems: 'center' }}>
      <Badge badgeContent={5} invisible={!visible}>
        <IconButton variant="soft" aria-label={visible ? 'Notifications, 5 new' : 'Notifications'}>
          <Notifications />
        </IconButton>
      </Badge>
      <Switch
        checked={visible}
        onChange={(event) => setVisible(event.target.checked)}
        endDecorator="Show the badge"
        slotProps={{ input: { 'aria-label': 'Show the badge' } }}
      />
    </Box>
  );
}
