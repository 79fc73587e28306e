import * as React from 'react';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Notifications from '@mui/icons-material/Notifications';

export default function ToggleMixedChildren() {
  const [value, setValue] = React.useState<string[]>(['email']);
  return (
    <ToggleButtonGroup
      aria-label="Notification channels"
      value={value}
      onChange={(_event, newValue) => setValue(newValue)}
    >
      <IconButton value="push" aria-label="Push notifications">
        <Notifications />
      </IconButton>
      <Button value="email">Email</Button>
      <Button value="sms">SMS</Button>
    </ToggleButtonGroup>
  );
}
