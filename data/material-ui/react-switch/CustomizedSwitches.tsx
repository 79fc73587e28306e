import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { styled } from '@mui/material/styles';

const IOSLikeSwitch = styled(Switch)(({ theme }) => ({
  width: 46,
  height: 28,
  padding: 0,
  margin: theme.spacing(0.5, 1),
  '& .MuiSwitch-switchBase': {
    padding: 2,
    '&.Mui-checked': {
      transform: 'translateX(18px)',
      color: '#fff',
      '& + .MuiSwitch-track': {
        backgroundColor: (theme.vars || theme).palette.success.main,
        opacity: 1,
        border: 0,
      },
    },
    '&.Mui-focusVisible .MuiSwitch-thumb': {
      outline: `3px solid ${(theme.vars || theme).palette.primary.main}`,
    },
  },
  '& .MuiSwitch-thumb': { width: 24, height: 24, boxShadow: 'none' },
  '& .MuiSwitch-track': {
    borderRadius: 14,
    backgroundColor: theme.palette.grey[500],
    opacity: 1,
    transition: theme.transitions.create('background-color'),
  },
}));

const SquareSwitch = styled(Switch)(({ theme }) => ({
  '& .MuiSwitch-thumb': { borderRadius: 4 },
  '& .MuiSwitch-track': { borderRadius: 4 },
  '& .MuiSwitch-switchBase.Mui-checked': { color: (theme.vars || theme).palette.secondary.main },
  '& .MuiSwitch-switchBase.Mui-checked + .MuiSwitch-track': {
    backgroundColor: (theme.vars || theme).palette.secondary.main,
  },
}));

export default function CustomizedSwitches() {
  return (
    <FormGroup>
      <FormControlLabel control={<IOSLikeSwitch defaultChecked />} label="Rounded, larger thumb" />
      <FormControlLabel control={<SquareSwitch defaultChecked />} label="Square corners" />
    </FormGroup>
  );
}
