import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { books } from './books';

export default function SearchInput() {
  return (
    <Autocomplete
      freeSolo
      disableClearable
      sx={{ width: 300, maxWidth: '100%' }}
      options={books.map((book) => book.title)}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Search the shelf"
          InputProps={{ ...params.InputProps, type: 'search' }}
        />
      )}
    />
  );
}
