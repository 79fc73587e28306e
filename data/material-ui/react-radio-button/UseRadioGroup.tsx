import type { FormControlLabelProps } from '@mui/material/FormControlLabel';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup, { useRadioGroup } from '@mui/material/RadioGroup';

function BoldWhenChecked(props: FormControlLabelProps) {
  const group = useRadioGroup();
  const checked = group ? group.value === props.value : false;
  return (
    <FormControlLabel
      {...props}
      sx={{ '& .MuiFormControlLabel-label': { fontWeight: checked ? 700 : 400 } }}
    />
  );
}

export default function UseRadioGroup() {
  return (
    <RadioGroup name="use-radio-group" defaultValue="second" aria-label="Seating">
      <BoldWhenChecked value="first" label="Front row" control={<Radio />} />
      <BoldWhenChecked value="second" label="Middle" control={<Radio />} />
      <BoldWhenChecked value="third" label="Back row" control={<Radio />} />
    </RadioGroup>
  );
}
