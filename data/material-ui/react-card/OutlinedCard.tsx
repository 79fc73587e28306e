import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export default function OutlinedCard() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 300 }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          Word of the day
        </Typography>
        <Typography variant="h5" component="h3">
          serendipity
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          noun
        </Typography>
        <Typography variant="body2">Finding something good without looking for it.</Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Hear it</Button>
      </CardActions>
    </Card>
  );
}
