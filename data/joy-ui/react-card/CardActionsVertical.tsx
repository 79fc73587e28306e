import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import Typography from '@mui/joy/Typography';
import Button from '@mui/joy/Button';

export default function CardActionsVertical() {
  return (
    <Card variant="soft" sx={{ width: 280, maxWidth: '100%' }}>
      <Typography level="title-md">Choose a plan</Typography>
      <CardActions orientation="vertical" buttonFlex={1}>
        <Button>Start the free trial</Button>
        <Button variant="plain">Compare plans</Button>
      </CardActions>
    </Card>
  );
}
