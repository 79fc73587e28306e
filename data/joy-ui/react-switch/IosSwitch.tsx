import Switch, { switchClasses } from '@mui/joy/Switch';

export default function IosSwitch() {
  return (
    <Switch
      defaultChecked
      slotProps={{ input: { 'aria-label': 'iOS style switch' } }}
      sx={{
        '--Switch-trackWidth': '51px',
        '--Switch-trackHeight': '31px',
        '--Switch-thumbSize': '27px',
        '--Switch-thumbShadow': '0 2px 4px rgba(0 0 0 / 0.25)',
        '--Switch-thumbBackground': '#fff',
        '--Switch-trackBackground': '#e9e9ea',
        '&:hover': { '--Switch-trackBackground': '#e0e0e2' },
        [`&.${switchClasses.checked}`]: {
          '--Switch-trackBackground': '#1f8a3b',
          '&:hover': { '--Switch-trackBackground': '#1a7a33' },
        },
      }}
    />
  );
}
