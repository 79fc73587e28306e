import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardActions from '@mui/joy/CardActions';
import CardOverflow from '@mui/joy/CardOverflow';
import AspectRatio from '@mui/joy/AspectRatio';
import Typography from '@mui/joy/Typography';
import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';

export default function BasicCard() {
  return (
    <Card variant="outlined" sx={{ width: 300 }}>
      <CardOverflow>
        <AspectRatio ratio="2">
          <div style={{ background: 'linear-gradient(135deg, #fde68a, #f97316)' }} />
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Typography level="title-lg" component="h3">
          Pottery workshop
        </Typography>
        <Typography level="body-sm">Saturday, 10:00 – 13:00. All materials included.</Typography>
      </CardContent>
      <CardActions buttonFlex={1}>
        <Button variant="outlined" color="neutral">
          Details
        </Button>
        <Button>Book a seat</Button>
      </CardActions>
      <CardOverflow variant="soft">
        <Divider inset="context" />
        <Typography level="body-xs" sx={{ py: 1 }}>
          6 seats left
        </Typography>
      </CardOverflow>
    </Card>
  );
}
