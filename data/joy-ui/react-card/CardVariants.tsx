import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';

const VARIANTS = ['plain', 'outlined', 'soft', 'solid'] as const;

export default function CardVariants() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {VARIANTS.map((variant) => (
        <Card key={variant} variant={variant} sx={{ width: 150 }}>
          <CardContent>
            <Typography level="title-md" textColor="inherit">
              {variant}
            </Typography>
            <Typography textColor="inherit" level="body-sm">
              variant=&quot;{variant}&quot;
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
