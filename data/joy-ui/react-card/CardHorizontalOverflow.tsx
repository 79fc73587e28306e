import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Typography from '@mui/joy/Typography';

export default function CardHorizontalOverflow() {
  return (
    <Card orientation="horizontal" variant="outlined" sx={{ width: 320, maxWidth: '100%' }}>
      <CardOverflow
        variant="solid"
        color="primary"
        sx={{ justifyContent: 'center', alignItems: 'center', px: 2, writingMode: 'vertical-rl' }}
      >
        <Typography level="body-xs" textColor="inherit" sx={{ fontWeight: 'lg' }}>
          TICKET
        </Typography>
      </CardOverflow>
      <CardContent>
        <Typography level="title-md">Harbor ferry</Typography>
        <Typography level="body-sm">Departs 09:40 from pier 3</Typography>
      </CardContent>
    </Card>
  );
}
