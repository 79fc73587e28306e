import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function DividerInCard() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 320 }}>
      <CardContent>
        <Typography level="title-md">Monthly plan</Typography>
        <Typography level="body-sm">Billed on the first day of each month.</Typography>
      </CardContent>
      <Divider inset="context" />
      <CardContent orientation="horizontal" sx={{ justifyContent: 'space-between' }}>
        <Typography level="body-sm">Total</Typography>
        <Typography level="title-sm">12 EUR</Typography>
      </CardContent>
    </Card>
  );
}
