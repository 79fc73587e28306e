import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';

export default function CheckboxLabels() {
  return (
    <FormGroup>
      <FormControlLabel control={<Checkbox defaultChecked />} label="Send me a weekly summary" />
      <FormControlLabel control={<Checkbox />} label="Notify me about new comments" />
      <FormControlLabel
        control={<Checkbox inputProps={{ required: true }} />}
        label="I accept the terms (required)"
      />
      <FormControlLabel disabled control={<Checkbox />} label="Beta features (unavailable)" />
      <FormControlLabel
        control={<Checkbox defaultChecked color="success" size="small" />}
        label="Small, success colour"
      />
    </FormGroup>
  );
}
