import AspectRatio from '@mui/joy/AspectRatio';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function ProductCard() {
  return (
    <Card sx={{ width: 260, maxWidth: '100%', boxShadow: 'lg' }}>
      <CardOverflow>
        <AspectRatio sx={{ minWidth: 200 }}>
          <div style={{ background: 'linear-gradient(135deg, #e0e7ff, #6366f1)' }} />
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Typography level="body-xs">Kitchen</Typography>
        <Link href="#product-card" fontWeight="md" color="neutral" textColor="text.primary" overlay>
          Enamel kettle, 1.5 L
        </Link>
        <Typography
          level="title-lg"
          sx={{ mt: 1, fontWeight: 'xl' }}
          endDecorator={
            <Chip component="span" size="sm" variant="soft" color="success">
              −20%
            </Chip>
          }
        >
          $39.20
        </Typography>
        <Typography level="body-sm">Only 3 left in stock.</Typography>
      </CardContent>
      <CardOverflow>
        <Button variant="solid" color="danger" size="lg">
          Add to cart
        </Button>
      </CardOverflow>
    </Card>
  );
}
