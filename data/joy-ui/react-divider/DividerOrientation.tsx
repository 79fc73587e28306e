import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function DividerOrientation() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <Typography level="body-md">Section one covers the basics.</Typography>
      <Divider />
      <Typography level="body-md">Section two builds on them.</Typography>
      <Stack direction="row" spacing={2} alignItems="center">
        <Typography level="body-sm">Home</Typography>
        <Divider orientation="vertical" />
        <Typography level="body-sm">Docs</Typography>
        <Divider orientation="vertical" />
        <Typography level="body-sm">Blog</Typography>
      </Stack>
    </Stack>
  );
}
