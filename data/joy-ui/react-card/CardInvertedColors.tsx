import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardActions from '@mui/joy/CardActions';
import CircularProgress from '@mui/joy/CircularProgress';
import Typography from '@mui/joy/Typography';
import Button from '@mui/joy/Button';

export default function CardInvertedColors() {
  return (
    <Card variant="solid" color="primary" invertedColors sx={{ width: 300, maxWidth: '100%' }}>
      <CardContent orientation="horizontal" sx={{ alignItems: 'center', gap: 2 }}>
        <CircularProgress size="lg" determinate value={64}>
          64%
        </CircularProgress>
        <CardContent>
          <Typography level="body-md">Storage used</Typography>
          <Typography level="h3" component="p">
            6.4 GB
          </Typography>
        </CardContent>
      </CardContent>
      <CardActions>
        <Button variant="soft" size="sm">
          Free up space
        </Button>
        <Button variant="solid" size="sm">
          Upgrade
        </Button>
      </CardActions>
    </Card>
  );
}
