import Autocomplete, { createFilterOptions } from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';

interface Station {
  name: string;
  line: string;
}

const STATIONS: Station[] = [
  { name: 'Central', line: 'Red' },
  { name: 'Harbour', line: 'Blue' },
  { name: 'North Park', line: 'Red' },
  { name: 'Old Town', line: 'Green' },
  { name: 'Parkside', line: 'Blue' },
];

const filterOptions = createFilterOptions<Station>({
  matchFrom: 'start',
  stringify: (option) => `${option.name} ${option.line}`,
});

export default function CustomFilter() {
  return (
    <FormControl sx={{ width: 260, maxWidth: '100%' }}>
      <FormLabel>Station</FormLabel>
      <Autocomplete
        options={STATIONS}
        filterOptions={filterOptions}
        getOptionLabel={(option) => `${option.name} (${option.line} line)`}
        isOptionEqualToValue={(option, value) => option.name === value.name}
      />
      <FormHelperText>Matches from the start: &quot;park&quot; finds Parkside only.</FormHelperText>
    </FormControl>
  );
}
