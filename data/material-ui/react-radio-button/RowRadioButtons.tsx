import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function RowRadioButtons() {
  return (
    <FormControl>
      <FormLabel id="size-label">Cup size</FormLabel>
      <RadioGroup row aria-labelledby="size-label" name="cup-size" defaultValue="medium">
        <FormControlLabel value="small" control={<Radio size="small" />} label="Small" />
        <FormControlLabel value="medium" control={<Radio color="secondary" />} label="Medium" />
        <FormControlLabel
          value="large"
          control={<Radio color="success" />}
          label="Large"
          labelPlacement="bottom"
        />
      </RadioGroup>
    </FormControl>
  );
}
