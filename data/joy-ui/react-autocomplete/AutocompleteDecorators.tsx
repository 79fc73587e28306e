import Autocomplete from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import LocationOn from '@mui/icons-material/LocationOn';

const AIRPORTS = [
  'AMS – Amsterdam',
  'CDG – Paris',
  'HND – Tokyo',
  'JFK – New York',
  'LHR – London',
];

export default function AutocompleteDecorators() {
  return (
    <Stack spacing={1.5} sx={{ width: 280, maxWidth: '100%' }}>
      <Autocomplete
        startDecorator={<LocationOn />}
        placeholder="From"
        options={AIRPORTS}
        slotProps={{ input: { 'aria-label': 'Departure airport' } }}
      />
      <Autocomplete
        endDecorator={
          <Chip size="sm" variant="soft" color="success">
            Direct
          </Chip>
        }
        placeholder="To"
        options={AIRPORTS}
        slotProps={{ input: { 'aria-label': 'Arrival airport' } }}
      />
    </Stack>
  );
}
