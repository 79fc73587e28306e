import FormControl, { useFormControl } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import OutlinedInput from '@mui/material/OutlinedInput';

function FocusHint() {
  const state = useFormControl();
  const text = state?.focused ? 'Type your question, then press Enter' : 'Click the field to start';
  return <FormHelperText>{text}</FormHelperText>;
}

export default function UseFormControl() {
  return (
    <form noValidate autoComplete="off" onSubmit={(event) => event.preventDefault()}>
      <FormControl sx={{ width: 280, maxWidth: '100%' }}>
        <OutlinedInput placeholder="Ask the team" inputProps={{ 'aria-label': 'Ask the team' }} />
        <FocusHint />
      </FormControl>
    </form>
  );
}
