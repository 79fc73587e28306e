import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { pink } from '@mui/material/colors';

export default function ColorRadios() {
  return (
    <RadioGroup row defaultValue="secondary" name="radio-color-demo" aria-label="Radio colours">
      <FormControlLabel value="secondary" control={<Radio color="secondary" />} label="Secondary" />
      <FormControlLabel value="success" control={<Radio color="success" />} label="Success" />
      <FormControlLabel value="default" control={<Radio color="default" />} label="Default" />
      <FormControlLabel
        value="custom"
        control={<Radio sx={{ color: pink[800], '&.Mui-checked': { color: pink[600] } }} />}
        label="Custom"
      />
    </RadioGroup>
  );
}
