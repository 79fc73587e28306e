import Switch, { switchClasses } from '@mui/joy/Switch';

export default function ChakraSwitch() {
  return (
    <Switch
      slotProps={{ input: { 'aria-label': 'Chakra style switch' } }}
      sx={{
        '--Switch-trackWidth': '36px',
        '--Switch-trackHeight': '20px',
        '--Switch-thumbSize': '16px',
        '--Switch-trackBackground': '#cbd5e0',
        '--Switch-thumbBackground': '#fff',
        '--Switch-thumbShadow': 'none',
        '&:hover': { '--Switch-trackBackground': '#a0aec0' },
        [`&.${switchClasses.checked}`]: {
          '--Switch-trackBackground': '#2b6cb0',
          '&:hover': { '--Switch-trackBackground': '#2c5282' },
        },
        [`&.${switchClasses.focusVisible}`]: {
          '--Switch-thumbShadow': 'none',
        },
      }}
    />
  );
}
