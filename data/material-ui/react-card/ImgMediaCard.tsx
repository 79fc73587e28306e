import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import { coast } from './pictures';

export default function ImgMediaCard() {
  return (
    <Card sx={{ maxWidth: 345 }}>
      {/* component="img" renders a real <img>, with alt text and native lazy loading. */}
      <CardMedia
        component="img"
        alt="Green hills running down to the sea"
        height="140"
        image={coast}
        loading="lazy"
      />
      <CardContent>
        <Typography gutterBottom variant="h5" component="h3">
          Coastal path
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Eighteen kilometres of cliffs and coves, with a bus back to the start every hour.
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Share</Button>
        <Button size="small">Directions</Button>
      </CardActions>
    </Card>
  );
}
