import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import AspectRatio from '@mui/joy/AspectRatio';
import Typography from '@mui/joy/Typography';
import Divider from '@mui/joy/Divider';

export default function CardExpandToFill() {
  return (
    <Card variant="outlined" sx={{ width: 300, maxWidth: '100%' }}>
      <CardOverflow>
        <AspectRatio ratio="21/9">
          <div style={{ background: 'linear-gradient(120deg, #a7f3d0, #0ea5e9)' }} />
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Typography level="title-md">Coastal walk</Typography>
        <Typography level="body-sm">The picture and footer reach the card&apos;s edges.</Typography>
      </CardContent>
      <CardOverflow variant="soft" sx={{ bgcolor: 'background.level1' }}>
        <Divider inset="context" />
        <CardContent orientation="horizontal" sx={{ py: 1 }}>
          <Typography level="body-xs">8.2 km</Typography>
          <Divider orientation="vertical" />
          <Typography level="body-xs">2 h 30 min</Typography>
        </CardContent>
      </CardOverflow>
    </Card>
  );
}
