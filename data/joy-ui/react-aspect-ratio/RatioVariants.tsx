import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const VARIANTS = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function RatioVariants() {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 2 }}
    >
      {VARIANTS.map((variant) => (
        <AspectRatio key={variant} variant={variant} color="primary" ratio="4/3">
          <Typography level="title-sm" textColor="inherit">
            {variant}
          </Typography>
        </AspectRatio>
      ))}
    </Box>
  );
}
