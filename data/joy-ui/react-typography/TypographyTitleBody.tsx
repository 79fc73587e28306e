import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function TypographyTitleBody() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <div>
        <Typography level="title-lg">Weekend forecast</Typography>
        <Typography level="body-md">
          Sunny on Saturday, with showers arriving on Sunday afternoon.
        </Typography>
      </div>
      <div>
        <Typography level="title-md">Pollen</Typography>
        <Typography level="body-sm">High for grass, low for trees.</Typography>
      </div>
      <div>
        <Typography level="title-sm">Updated</Typography>
        <Typography level="body-xs">Today at 06:00</Typography>
      </div>
    </Stack>
  );
}
