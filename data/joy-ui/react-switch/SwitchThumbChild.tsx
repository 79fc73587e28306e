import * as React from 'react';
import Switch from '@mui/joy/Switch';
import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';

export default function SwitchThumbChild() {
  const [dark, setDark] = React.useState(false);
  return (
    <Switch
      size="lg"
      checked={dark}
      onChange={(event) => setDark(event.target.checked)}
      slotProps={{
        input: { 'aria-label': 'Dark theme' },
        thumb: { children: dark ? <DarkMode /> : <LightMode /> },
      }}
      sx={{ '--Switch-thumbSize': '24px', '& svg': { fontSize: 16 } }}
    />
  );
}
