import Switch, { switchClasses } from '@mui/joy/Switch';

export default function MantineSwitch() {
  return (
    <Switch
      variant="outlined"
      slotProps={{ input: { 'aria-label': 'Mantine style switch' } }}
      sx={{
        '--Switch-trackWidth': '38px',
        '--Switch-trackHeight': '20px',
        '--Switch-thumbSize': '14px',
        '--Switch-thumbRadius': '4px',
        '--Switch-trackRadius': '6px',
        '--Switch-trackBackground': '#f1f3f5',
        '--Switch-trackBorderColor': '#adb5bd',
        '--Switch-thumbBackground': '#fff',
        '--Switch-thumbShadow': '0 0 0 1px #adb5bd',
        [`&.${switchClasses.checked}`]: {
          '--Switch-trackBackground': '#1c7ed6',
          '--Switch-trackBorderColor': '#1c7ed6',
          '--Switch-thumbShadow': 'none',
          '&:hover': { '--Switch-trackBackground': '#1971c2' },
        },
      }}
    />
  );
}
