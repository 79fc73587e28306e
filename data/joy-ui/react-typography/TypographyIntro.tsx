import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

export default function TypographyIntro() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 360 }}>
      <Typography level="body-xs" textTransform="uppercase" fontWeight="lg">
        Field notes
      </Typography>
      <Typography level="h3" component="h2">
        Birds of the estuary
      </Typography>
      <Typography level="body-md">
        Curlews, redshanks and oystercatchers feed on the mudflats at low tide, and gather on the
        salt marsh when the water rises.
      </Typography>
    </Card>
  );
}
