import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import { dunes } from './pictures';

export default function MultiActionAreaCard() {
  return (
    <Card sx={{ maxWidth: 345 }}>
      <CardActionArea>
        <CardMedia component="img" height="140" image={dunes} alt="Orange dunes under a pale sky" />
        <CardContent component="span" sx={{ display: 'block' }}>
          <Typography gutterBottom variant="h5" component="span" display="block">
            Desert camp
          </Typography>
          <Typography variant="body2" color="text.secondary" component="span" display="block">
            Two nights under the stars, with a camel ride at sunrise.
          </Typography>
        </CardContent>
      </CardActionArea>
      {/* Outside the action area, so the buttons are not nested in another button. */}
      <CardActions>
        <Button size="small" color="primary">
          Book
        </Button>
      </CardActions>
    </Card>
  );
}
