import Autocomplete from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import Stack from '@mui/joy/Stack';

const COLORS = ['Amber', 'Coral', 'Indigo', 'Jade', 'Teal'];
const SIZES = ['sm', 'md', 'lg'] as const;

export default function MultipleSizes() {
  return (
    <Stack spacing={1.5} sx={{ width: 300, maxWidth: '100%' }}>
      {SIZES.map((size) => (
        <Autocomplete
          key={size}
          multiple
          renderTags={(tags, getTagProps) =>
            tags.map((tag, index) => {
              const { key, ...tagProps } = getTagProps({ index });
              return (
                <Chip
                  key={key}
                  variant="soft"
                  color="neutral"
                  size={size}
                  endDecorator={<ChipDelete {...tagProps} aria-label={`Remove ${tag}`} />}
                >
                  {tag}
                </Chip>
              );
            })
          }
          size={size}
          options={COLORS}
          defaultValue={['Coral', 'Teal']}
          slotProps={{ input: { 'aria-label': `Colors, size ${size}` } }}
        />
      ))}
    </Stack>
  );
}
