import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';

const TOPICS = ['Theming', 'Dark mode', 'Color inversion'];
const PATHS = [
  '/joy-ui/customization/approaches/',
  '/joy-ui/customization/dark-mode/',
  '/joy-ui/main-features/color-inversion/',
];

export default function ChipAsLink() {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {TOPICS.map((topic, index) => (
        <Chip
          key={topic}
          variant="soft"
          color="primary"
          slotProps={{ action: { component: 'a', href: PATHS[index] } }}
        >
          {topic}
        </Chip>
      ))}
    </Box>
  );
}
