import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { alpha, styled } from '@mui/material/styles';
import { teal } from '@mui/material/colors';

const TealSwitch = styled(Switch)(() => ({
  '& .MuiSwitch-switchBase.Mui-checked': {
    color: teal[600],
    '&:hover': { backgroundColor: alpha(teal[600], 0.08) },
  },
  '& .MuiSwitch-switchBase.Mui-checked + .MuiSwitch-track': { backgroundColor: teal[600] },
}));

export default function ColorSwitches() {
  return (
    <FormGroup row>
      <FormControlLabel control={<Switch defaultChecked color="secondary" />} label="Secondary" />
      <FormControlLabel control={<Switch defaultChecked color="warning" />} label="Warning" />
      <FormControlLabel control={<Switch defaultChecked color="default" />} label="Default" />
      <FormControlLabel control={<TealSwitch defaultChecked />} label="Custom" />
    </FormGroup>
  );
}
