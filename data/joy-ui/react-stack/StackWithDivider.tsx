import Stack from '@mui/joy/Stack';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';
import Chip from '@mui/joy/Chip';

const tags = ['react', 'typescript', 'css', 'design-systems', 'accessibility', 'testing'];

export default function StackWithDivider() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} divider={<Divider orientation="vertical" />}>
        <Typography level="body-sm">12 commits</Typography>
        <Typography level="body-sm">3 branches</Typography>
        <Typography level="body-sm">1 release</Typography>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ maxWidth: 300 }}>
        {tags.map((tag) => (
          <Chip key={tag} variant="outlined">
            {tag}
          </Chip>
        ))}
      </Stack>
    </Stack>
  );
}
