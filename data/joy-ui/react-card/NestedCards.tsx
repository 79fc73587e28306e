import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

export default function NestedCards() {
  return (
    <Card variant="outlined" sx={{ width: 320, maxWidth: '100%', borderRadius: 'xl' }}>
      <Typography level="title-md">Order #4821</Typography>
      <Card variant="soft" sx={{ borderRadius: 'lg' }}>
        <Typography level="title-sm">Shipping</Typography>
        <Card variant="outlined" size="sm" sx={{ borderRadius: 'md' }}>
          <Typography level="body-sm">12 Elm Street, Leeds</Typography>
        </Card>
      </Card>
    </Card>
  );
}
