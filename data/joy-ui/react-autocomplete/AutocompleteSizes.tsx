import Autocomplete from '@mui/joy/Autocomplete';
import Stack from '@mui/joy/Stack';

const ANIMALS = ['Badger', 'Heron', 'Otter', 'Puffin', 'Stoat'];
const SIZES = ['sm', 'md', 'lg'] as const;

export default function AutocompleteSizes() {
  return (
    <Stack spacing={1.5} sx={{ width: 260, maxWidth: '100%' }}>
      {SIZES.map((size) => (
        <Autocomplete
          key={size}
          size={size}
          placeholder={`size="${size}"`}
          options={ANIMALS}
          slotProps={{ input: { 'aria-label': `Animal, size ${size}` } }}
        />
      ))}
    </Stack>
  );
}
