import * as React from 'react';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function SwitchDecorators() {
  const [dark, setDark] = React.useState(false);
  return (
    <Switch
      checked={dark}
      onChange={(event) => setDark(event.target.checked)}
      color={dark ? 'primary' : 'neutral'}
      startDecorator={
        <Typography component="span" level="body-sm">
          Light
        </Typography>
      }
      endDecorator={({ checked }) => (
        <Typography component="span" level="body-sm" fontWeight={checked ? 'lg' : 'md'}>
          Dark
        </Typography>
      )}
      slotProps={{ input: { 'aria-label': 'Dark theme' } }}
    />
  );
}
