import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';

export default function CongratulationsCard() {
  return (
    <Card
      variant="soft"
      color="success"
      invertedColors
      sx={{ width: 300, maxWidth: '100%', textAlign: 'center', alignItems: 'center' }}
    >
      <EmojiEventsOutlined sx={{ fontSize: 48 }} />
      <CardContent>
        <Typography level="title-lg">Well done!</Typography>
        <Typography level="body-sm">
          You finished all 12 lessons of the course. Your certificate is ready.
        </Typography>
      </CardContent>
      <CardActions>
        <Button variant="solid">Download certificate</Button>
      </CardActions>
    </Card>
  );
}
