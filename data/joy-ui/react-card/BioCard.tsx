import Avatar from '@mui/joy/Avatar';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';

export default function BioCard() {
  return (
    <Card sx={{ width: 300, maxWidth: '100%', textAlign: 'center', alignItems: 'center' }}>
      <Avatar color="warning" variant="solid" sx={{ '--Avatar-size': '4rem' }}>
        AO
      </Avatar>
      <Chip size="sm" variant="soft" color="primary">
        Mentor
      </Chip>
      <CardContent>
        <Typography level="title-lg">Ada Okafor</Typography>
        <Typography level="body-sm">
          Data engineer who runs the Thursday study group on stream processing.
        </Typography>
      </CardContent>
      <CardActions buttonFlex={1} sx={{ width: '100%' }}>
        <Button variant="outlined" color="neutral">
          Message
        </Button>
        <Button>Follow</Button>
      </CardActions>
    </Card>
  );
}
