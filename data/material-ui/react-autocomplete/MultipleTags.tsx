import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
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
      sx={{ width: '100%', maxWidth: 360 }}
      renderTags={(value, getTagProps) =>
        value.map((option, index) => {
          // The key goes to the element itself: React warns when it arrives in a spread.
          const { key, ...tagProps } = getTagProps({ index });
          return <Chip key={key} label={option} {...tagProps} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label="Languages" placeholder="Add a language" />
      )}
    />
  );
}
