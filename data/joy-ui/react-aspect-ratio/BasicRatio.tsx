import AspectRatio from '@mui/joy/AspectRatio';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function BasicRatio() {
  return (
    <Stack direction="row" spacing={2} sx={{ width: '100%', maxWidth: 480 }}>
      <AspectRatio sx={{ flex: 2 }}>
        <Typography level="title-md">16 / 9</Typography>
      </AspectRatio>
      <AspectRatio ratio="1" variant="solid" color="primary" sx={{ flex: 1 }}>
        <Typography level="title-md" textColor="inherit">
          1 / 1
        </Typography>
      </AspectRatio>
      <AspectRatio ratio="3/4" variant="outlined" sx={{ flex: 1 }}>
        <Typography level="title-md">3 / 4</Typography>
      </AspectRatio>
    </Stack>
  );
}
