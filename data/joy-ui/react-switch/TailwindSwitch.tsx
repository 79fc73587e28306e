import Switch, { switchClasses } from '@mui/joy/Switch';

export default function TailwindSwitch() {
  return (
    <Switch
      defaultChecked
      slotProps={{ input: { 'aria-label': 'Tailwind style switch' } }}
      sx={{
        '--Switch-trackWidth': '44px',
        '--Switch-trackHeight': '24px',
        '--Switch-thumbSize': '20px',
        '--Switch-trackBackground': '#e5e7eb',
        '--Switch-thumbBackground': '#fff',
        '--Switch-thumbShadow': '0 1px 3px rgba(0 0 0 / 0.2)',
        '&:hover': { '--Switch-trackBackground': '#d1d5db' },
        [`&.${switchClasses.checked}`]: {
          '--Switch-trackBackground': '#4f46e5',
          '&:hover': { '--Switch-trackBackground': '#4338ca' },
        },
      }}
    />
  );
}
