import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { books } from './books';

// Sorted by title, so each first letter's books are adjacent, as groupBy needs.
const sorted = [...books].sort((a, b) => a.title.localeCompare(b.title));

export default function GroupedByLetter() {
  return (
    <Autocomplete
      sx={{ width: 300, maxWidth: '100%' }}
      options={sorted}
      groupBy={(book) => book.title[0].toUpperCase()}
      getOptionLabel={(book) => book.title}
      renderInput={(params) => <TextField {...params} label="Novel, by first letter" />}
    />
  );
}
