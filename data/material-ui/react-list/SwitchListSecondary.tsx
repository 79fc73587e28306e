import * as React from 'react';
import BluetoothIcon from '@mui/icons-material/Bluetooth';
import WifiIcon from '@mui/icons-material/Wifi';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Switch from '@mui/material/Switch';

const settings = [
  { key: 'wifi', label: 'Wi-Fi', icon: <WifiIcon /> },
  { key: 'bluetooth', label: 'Bluetooth', icon: <BluetoothIcon /> },
];

export default function SwitchListSecondary() {
  const id = React.useId();
  const [on, setOn] = React.useState<string[]>(['wifi']);
  const toggle = (key: string) =>
    setOn((prev) => (prev.includes(key) ? prev.filter((k) => k !== key) : [...prev, key]));
  return (
    <List
      sx={{ width: '100%', maxWidth: 360, bgcolor: 'background.paper' }}
      subheader={<ListSubheader>Connections</ListSubheader>}
    >
      {settings.map((setting) => (
        <ListItem key={setting.key}>
          <ListItemIcon>{setting.icon}</ListItemIcon>
          <ListItemText id={`${id}-${setting.key}`} primary={setting.label} />
          <Switch
            edge="end"
            onChange={() => toggle(setting.key)}
            checked={on.includes(setting.key)}
            inputProps={{ 'aria-labelledby': `${id}-${setting.key}` }}
          />
        </ListItem>
      ))}
    </List>
  );
}
