import Autocomplete from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

const TOPPINGS = ['Basil', 'Mushrooms', 'Olives', 'Onion', 'Peppers', 'Pineapple', 'Spinach'];

export default function LimitTags() {
  return (
    <FormControl sx={{ width: 320, maxWidth: '100%' }}>
      <FormLabel>Toppings (two shown until focused)</FormLabel>
      <Autocomplete
        multiple
        renderTags={(tags, getTagProps) =>
          tags.map((tag, index) => {
            const { key, ...tagProps } = getTagProps({ index });
            return (
              <Chip
                key={key}
                variant="soft"
                color="neutral"
                size="sm"
                endDecorator={<ChipDelete {...tagProps} aria-label={`Remove ${tag}`} />}
              >
                {tag}
              </Chip>
            );
          })
        }
        limitTags={2}
        options={TOPPINGS}
        defaultValue={['Basil', 'Olives', 'Onion', 'Spinach']}
      />
    </FormControl>
  );
}
