import Autocomplete from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

const skills = ['React', 'TypeScript', 'CSS', 'Node.js', 'GraphQL', 'Testing', 'Accessibility'];

export default function MultipleAutocomplete() {
  return (
    <FormControl sx={{ width: 360, maxWidth: '100%' }}>
      <FormLabel>Skills</FormLabel>
      <Autocomplete
        multiple
        limitTags={2}
        placeholder="Add skills"
        options={skills}
        defaultValue={['React', 'TypeScript', 'Accessibility']}
        renderTags={(tags, getTagProps) =>
          tags.map((tag, index) => {
            const { key, ...tagProps } = getTagProps({ index });
            return (
              <Chip
                key={key}
                size="sm"
                variant="soft"
                color="primary"
                endDecorator={<ChipDelete {...tagProps} aria-label={`Remove ${tag}`} />}
              >
                {tag}
              </Chip>
            );
          })
        }
      />
    </FormControl>
  );
}
