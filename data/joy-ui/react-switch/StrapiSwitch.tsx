import Switch, { switchClasses } from '@mui/joy/Switch';

export default function StrapiSwitch() {
  return (
    <Switch
      defaultChecked
      color="success"
      slotProps={{
        input: { 'aria-label': 'Strapi style switch' },
      }}
      startDecorator="Off"
      endDecorator="On"
      sx={{
        '--Switch-trackWidth': '40px',
        '--Switch-trackHeight': '24px',
        '--Switch-thumbSize': '16px',
        '--Switch-trackRadius': '24px',
        '--Switch-trackBackground': '#d02b20',
        '&:hover': { '--Switch-trackBackground': '#b72b1a' },
        [`&.${switchClasses.checked}`]: {
          '--Switch-trackBackground': '#328048',
          '&:hover': { '--Switch-trackBackground': '#2c6e3e' },
        },
        fontSize: 'sm',
        fontWeight: 'lg',
      }}
    />
  );
}
