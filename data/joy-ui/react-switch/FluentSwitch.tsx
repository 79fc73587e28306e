import Switch, { switchClasses } from '@mui/joy/Switch';

export default function FluentSwitch() {
  return (
    <Switch
      variant="outlined"
      defaultChecked
      slotProps={{ input: { 'aria-label': 'Fluent style switch' } }}
      sx={{
        '--Switch-trackWidth': '40px',
        '--Switch-trackHeight': '20px',
        '--Switch-thumbSize': '12px',
        '--Switch-trackBackground': 'transparent',
        '--Switch-trackBorderColor': 'var(--joy-palette-neutral-600)',
        '--Switch-thumbBackground': 'var(--joy-palette-neutral-600)',
        [`&.${switchClasses.checked}`]: {
          '--Switch-trackBackground': '#0f6cbd',
          '--Switch-trackBorderColor': '#0f6cbd',
          '--Switch-thumbBackground': '#fff',
          '&:hover': { '--Switch-trackBackground': '#115ea3' },
        },
      }}
    />
  );
}
