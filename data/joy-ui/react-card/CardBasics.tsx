import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';
import Button from '@mui/joy/Button';

export default function CardBasics() {
  return (
    <Card sx={{ width: 280, maxWidth: '100%' }}>
      <Typography level="title-lg" component="h3">
        Weekly report
      </Typography>
      <CardContent>
        <Typography level="body-sm">Visits rose 12% compared with last week.</Typography>
      </CardContent>
      <Button size="sm" variant="soft" sx={{ alignSelf: 'flex-start' }}>
        Open report
      </Button>
    </Card>
  );
}
