import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';

export default function CheckboxHelperText() {
  return (
    <FormControl>
      <Checkbox label="Share usage statistics" defaultChecked />
      <FormHelperText>Anonymous counts of the features you use, sent once a week.</FormHelperText>
    </FormControl>
  );
}
