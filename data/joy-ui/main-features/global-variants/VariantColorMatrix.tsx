import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function VariantColorMatrix() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto repeat(4, minmax(72px, 1fr))',
        gap: 1,
        alignItems: 'center',
      }}
    >
      <span />
      {variants.map((variant) => (
        <Typography key={variant} level="body-xs" textAlign="center">
          {variant}
        </Typography>
      ))}
      {colors.map((color) => (
        <Box key={color} sx={{ display: 'contents' }}>
          <Typography level="body-xs">{color}</Typography>
          {variants.map((variant) => (
            <Sheet
              key={variant}
              variant={variant}
              color={color}
              sx={{ p: 1, borderRadius: 'sm', textAlign: 'center', fontSize: 'sm' }}
            >
              Aa
            </Sheet>
          ))}
        </Box>
      ))}
    </Box>
  );
}
