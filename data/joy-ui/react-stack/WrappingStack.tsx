import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';

const tags = ['React', 'TypeScript', 'Accessibility', 'Design tokens', 'Testing', 'CSS', 'Theming'];

export default function WrappingStack() {
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      flexWrap="wrap"
      component="ul"
      sx={{ maxWidth: 320, listStyle: 'none', m: 0, p: 0 }}
    >
      {tags.map((tag) => (
        <li key={tag}>
          <Chip variant="soft">{tag}</Chip>
        </li>
      ))}
    </Stack>
  );
}
