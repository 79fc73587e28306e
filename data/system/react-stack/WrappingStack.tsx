import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const tags = [
  'react',
  'typescript',
  'css-in-js',
  'emotion',
  'theming',
  'layout',
  'accessibility',
  'responsive',
];

export default function WrappingStack() {
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ maxWidth: 360 }}>
      {tags.map((tag) => (
        <Box
          key={tag}
          sx={{ px: 1.5, py: 0.5, borderRadius: 4, bgcolor: 'action.selected', fontSize: 14 }}
        >
          #{tag}
        </Box>
      ))}
    </Stack>
  );
}
