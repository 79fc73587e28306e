import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';

const TEAMS = ['Design', 'Engineering', 'Finance', 'Marketing', 'Support'];

export default function AutocompleteLabel() {
  return (
    <FormControl sx={{ width: 260, maxWidth: '100%' }}>
      <FormLabel>Team</FormLabel>
      <Autocomplete placeholder="Pick a team" options={TEAMS} />
      <FormHelperText>The label and the helper text are linked to the field.</FormHelperText>
    </FormControl>
  );
}
