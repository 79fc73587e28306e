import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function SwitchTrackChild() {
  return (
    <Switch
      defaultChecked
      slotProps={{
        input: { 'aria-label': 'Sound' },
        track: {
          children: (
            <>
              <Typography component="span" level="inherit" sx={{ ml: '10px' }}>
                On
              </Typography>
              <Typography component="span" level="inherit" sx={{ mr: '8px' }}>
                Off
              </Typography>
            </>
          ),
        },
      }}
      sx={{
        '--Switch-thumbSize': '27px',
        '--Switch-trackWidth': '64px',
        '--Switch-trackHeight': '31px',
        '& .MuiSwitch-track': { justifyContent: 'space-between', fontSize: 'xs', fontWeight: 'lg' },
      }}
    />
  );
}
