import Autocomplete from '@mui/joy/Autocomplete';
import Stack from '@mui/joy/Stack';

const FRUITS = ['Apple', 'Banana', 'Cherry', 'Mango', 'Papaya'];
const VARIANTS = ['outlined', 'soft', 'solid', 'plain'] as const;

export default function AutocompleteVariants() {
  return (
    <Stack spacing={1.5} sx={{ width: 260, maxWidth: '100%' }}>
      {VARIANTS.map((variant) => (
        <Autocomplete
          key={variant}
          variant={variant}
          placeholder={`variant="${variant}"`}
          options={FRUITS}
          slotProps={{ input: { 'aria-label': `Fruit, ${variant} field` } }}
        />
      ))}
    </Stack>
  );
}
