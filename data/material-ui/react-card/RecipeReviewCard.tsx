import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CardMedia from '@mui/material/CardMedia';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FavoriteIcon from '@mui/icons-material/Favorite';
import ShareIcon from '@mui/icons-material/Share';
import { valley } from './pictures';

const steps = [
  'Soak the lentils for an hour, then rinse them.',
  'Soften an onion and two cloves of garlic in olive oil; add cumin and paprika.',
  'Add the lentils, a tin of tomatoes and a litre of stock. Simmer for 25 minutes.',
  'Season, finish with lemon juice and a handful of parsley.',
];

export default function RecipeReviewCard() {
  const [expanded, setExpanded] = React.useState(false);
  const [liked, setLiked] = React.useState(false);
  const id = React.useId();

  return (
    <Card sx={{ maxWidth: 345 }}>
      <CardHeader
        avatar={<Avatar sx={{ bgcolor: 'error.dark' }}>L</Avatar>}
        title="Red lentil soup"
        subheader="Serves four, 40 minutes"
      />
      <CardMedia component="img" height="160" image={valley} alt="Purple hills under a lilac sky" />
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          A warming soup for a cold evening, made from what is already in the cupboard.
        </Typography>
      </CardContent>
      <CardActions disableSpacing>
        <IconButton
          aria-label="Add to favourites"
          aria-pressed={liked}
          color={liked ? 'error' : 'default'}
          onClick={() => setLiked(!liked)}
        >
          <FavoriteIcon />
        </IconButton>
        <IconButton aria-label="Share">
          <ShareIcon />
        </IconButton>
        <IconButton
          aria-label={expanded ? 'Hide the method' : 'Show the method'}
          aria-expanded={expanded}
          aria-controls={expanded ? id : undefined}
          onClick={() => setExpanded(!expanded)}
          sx={{
            ml: 'auto',
            transform: expanded ? 'rotate(180deg)' : 'none',
            transition: (theme) => theme.transitions.create('transform'),
          }}
        >
          <ExpandMoreIcon />
        </IconButton>
      </CardActions>
      <Collapse in={expanded} timeout="auto" unmountOnExit id={id}>
        <CardContent>
          <Typography variant="subtitle2" component="h4" gutterBottom>
            Method
          </Typography>
          {steps.map((step, index) => (
            <Typography key={step} variant="body2" paragraph={index < steps.length - 1}>
              {index + 1}. {step}
            </Typography>
          ))}
        </CardContent>
      </Collapse>
    </Card>
  );
}
