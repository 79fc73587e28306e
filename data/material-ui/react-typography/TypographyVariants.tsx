import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TypographyProps } from '@mui/material/Typography';

const variants: NonNullable<TypographyProps['variant']>[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
];

export default function TypographyVariants() {
  return (
    <Box sx={{ width: '100%', maxWidth: 640, overflowX: 'auto' }}>
      {variants.map((variant) => (
        <Box
          key={variant}
          sx={{ display: 'flex', alignItems: 'baseline', gap: 2, py: 0.5, whiteSpace: 'nowrap' }}
        >
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ width: 80, flexShrink: 0, fontFamily: 'monospace' }}
          >
            {variant}
          </Typography>
          {/* component="div" keeps this specimen out of the page's heading outline */}
          <Typography variant={variant} component="div" noWrap>
            Quiet waves
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
