import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import Typography from '@mui/joy/Typography';
import Button from '@mui/joy/Button';

export default function CardActionsButtonFlex() {
  return (
    <Card variant="outlined" sx={{ width: 320, maxWidth: '100%' }}>
      <Typography level="title-md">Delete this project?</Typography>
      <Typography level="body-sm">Its 14 files go to the trash for 30 days.</Typography>
      <CardActions buttonFlex="1 0 120px">
        <Button variant="outlined" color="neutral">
          Cancel
        </Button>
        <Button color="danger">Delete</Button>
      </CardActions>
    </Card>
  );
}
