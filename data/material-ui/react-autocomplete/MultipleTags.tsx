import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const languages = [
  'C',
  'Elixir',
  'Go',
  'Haskell',
  'JavaScript',
  'Kotlin',
  'Python',
  'Rust',
  'TypeScript',
];

export default function MultipleTags() {
  return (
    <Autocomplete
      multiple
      limitTags={3}
      options={languages}
      defaultValue={['Go', 'TypeScript']}
      filterSelectedOptions
      sx={{ width: 360 }}
      renderInput={(params) => (
        <TextField {...params} label="Languages" placeholder="Add a language" />
      )}
    />
  );
}
