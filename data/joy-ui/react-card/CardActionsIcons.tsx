import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';

export default function CardActionsIcons() {
  return (
    <Card variant="outlined" sx={{ width: 280, maxWidth: '100%' }}>
      <CardContent>
        <Typography level="title-md">Slow-roasted tomato soup</Typography>
        <Typography level="body-sm">Serves 4 · 45 minutes</Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <IconButton variant="plain" aria-label="Like the recipe">
          <FavoriteBorder />
        </IconButton>
        <IconButton variant="plain" aria-label="Share the recipe">
          <ShareOutlined />
        </IconButton>
        <IconButton variant="plain" aria-label="Save the recipe">
          <BookmarkBorder />
        </IconButton>
      </CardActions>
    </Card>
  );
}
