import Autocomplete from '@mui/material/Autocomplete';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import { books } from './books';

const centuryOf = (year: number) => `${Math.floor(year / 100) + 1}th century`;
const sorted = [...books].sort((a, b) => a.year - b.year);

export default function GroupedCustomHeader() {
  return (
    <Autocomplete
      sx={{ width: 300, maxWidth: '100%' }}
      options={sorted}
      groupBy={(book) => centuryOf(book.year)}
      getOptionLabel={(book) => `${book.title} (${book.year})`}
      renderGroup={(params) => (
        <li key={params.key}>
          <ListSubheader sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            {params.group}
          </ListSubheader>
          <ul style={{ padding: 0 }}>{params.children}</ul>
        </li>
      )}
      renderInput={(params) => <TextField {...params} label="Novel, by century" />}
    />
  );
}
