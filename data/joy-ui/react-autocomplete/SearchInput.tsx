import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Search from '@mui/icons-material/Search';

const RECENT = ['joy ui theming', 'css variables', 'dark mode toggle', 'autocomplete chips'];

export default function SearchInput() {
  return (
    <FormControl sx={{ width: 280, maxWidth: '100%' }}>
      <FormLabel>Search the docs</FormLabel>
      <Autocomplete
        freeSolo
        disableClearable
        placeholder="Search…"
        startDecorator={<Search />}
        options={RECENT}
        type="search"
      />
    </FormControl>
  );
}
