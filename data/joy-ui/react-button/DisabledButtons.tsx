import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';

const VARIANTS = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function DisabledButtons() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {VARIANTS.map((variant) => (
        <Button key={variant} variant={variant} disabled>
          {variant}
        </Button>
      ))}
    </Box>
  );
}
