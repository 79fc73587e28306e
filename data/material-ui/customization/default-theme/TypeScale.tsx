import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';
import type { TypographyVariant } from '@mui/material/styles';

const theme = createTheme();
const variants: TypographyVariant[] = [
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

/** The default type scale, each variant rendered with its computed size and weight. */
export default function TypeScale() {
  return (
    <Box sx={{ display: 'grid', gap: 1, maxHeight: 420, overflow: 'auto' }}>
      {variants.map((variant) => {
        const style = theme.typography[variant];
        return (
          <Box
            key={variant}
            sx={{
              display: 'grid',
              gridTemplateColumns: '110px 1fr',
              alignItems: 'baseline',
              gap: 2,
            }}
          >
            <Typography variant="caption" color="text.secondary">
              {variant} · {String(style.fontSize)} / {String(style.fontWeight)}
            </Typography>
            <Typography variant={variant} component="span" noWrap>
              Material UI
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
