import Box from '@mui/joy/Box';
import CircularProgress from '@mui/joy/CircularProgress';

const VARIANTS = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function CircularVariantsRow() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      {VARIANTS.map((variant) => (
        <CircularProgress
          key={variant}
          variant={variant}
          aria-label={`Loading, ${variant} variant`}
        />
      ))}
    </Box>
  );
}
