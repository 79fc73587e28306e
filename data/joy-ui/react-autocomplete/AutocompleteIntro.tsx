import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

const LANGUAGES = ['Bengali', 'Dutch', 'English', 'Hindi', 'Portuguese', 'Swahili', 'Tagalog'];

export default function AutocompleteIntro() {
  return (
    <FormControl sx={{ width: 260, maxWidth: '100%' }}>
      <FormLabel>Spoken language</FormLabel>
      <Autocomplete placeholder="Start typing" options={LANGUAGES} />
    </FormControl>
  );
}
