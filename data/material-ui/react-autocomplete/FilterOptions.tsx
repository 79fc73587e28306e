import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { books, type Book } from './books';

// Match from the start of "title author", so typing an author's name finds their books too.
const filterOptions = createFilterOptions<Book>({
  matchFrom: 'any',
  stringify: (book) => `${book.title} ${book.author}`,
  limit: 6,
});

export default function FilterOptions() {
  return (
    <Autocomplete
      sx={{ width: 300, maxWidth: '100%' }}
      options={books}
      filterOptions={filterOptions}
      getOptionLabel={(book) => `${book.title} — ${book.author}`}
      renderInput={(params) => <TextField {...params} label="Title or author" />}
    />
  );
}
