import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function TypographyHeadings() {
  return (
    <Stack spacing={1}>
      <Typography level="h1" component="p">
        Heading 1
      </Typography>
      <Typography level="h2" component="p">
        Heading 2
      </Typography>
      <Typography level="h3" component="p">
        Heading 3
      </Typography>
      <Typography level="h4" component="p">
        Heading 4
      </Typography>
    </Stack>
  );
}
