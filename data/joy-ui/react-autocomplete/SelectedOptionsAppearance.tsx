import Autocomplete from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

interface Label {
  name: string;
  color: 'primary' | 'success' | 'warning' | 'danger' | 'neutral';
}

const LABELS: Label[] = [
  { name: 'urgent', color: 'danger' },
  { name: 'review', color: 'warning' },
  { name: 'done', color: 'success' },
  { name: 'design', color: 'primary' },
  { name: 'later', color: 'neutral' },
];

export default function SelectedOptionsAppearance() {
  return (
    <FormControl sx={{ width: 320, maxWidth: '100%' }}>
      <FormLabel>Labels</FormLabel>
      <Autocomplete
        multiple
        options={LABELS}
        defaultValue={[LABELS[0], LABELS[3]]}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.name === value.name}
        renderTags={(tags, getTagProps) =>
          tags.map((tag, index) => {
            const { key, ...tagProps } = getTagProps({ index });
            return (
              <Chip
                key={key}
                variant="solid"
                color={tag.color}
                size="sm"
                endDecorator={<ChipDelete {...tagProps} aria-label={`Remove ${tag.name}`} />}
              >
                {tag.name}
              </Chip>
            );
          })
        }
      />
    </FormControl>
  );
}
