import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';

export default function LicenseCard() {
  return (
    <Card variant="solid" color="neutral" invertedColors sx={{ width: 320, maxWidth: '100%' }}>
      <Chip size="sm" variant="soft" sx={{ alignSelf: 'flex-start' }}>
        Team licence
      </Chip>
      <CardContent>
        <Typography level="title-lg">Renewal due in 14 days</Typography>
        <Typography level="body-sm">
          25 seats, of which 21 are in use. Renew now to keep updates and support.
        </Typography>
      </CardContent>
      <CardActions>
        <Button variant="plain">Manage seats</Button>
        <Button variant="solid">Renew</Button>
      </CardActions>
    </Card>
  );
}
