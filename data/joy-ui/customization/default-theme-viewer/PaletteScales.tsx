import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { extendTheme } from '@mui/joy/styles';

const theme = extendTheme();
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
const shades = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;

export default function PaletteScales() {
  const palette = theme.colorSchemes.light.palette;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {colors.map((color) => (
        <Box
          key={color}
          sx={{
            display: 'grid',
            gridTemplateColumns: '80px repeat(10, 1fr)',
            gap: 0.5,
            alignItems: 'center',
          }}
        >
          <Typography level="body-xs">{color}</Typography>
          {shades.map((shade) => (
            <Box
              key={shade}
              title={`${color}.${shade}: ${palette[color][shade]}`}
              sx={{ height: 28, borderRadius: '4px' }}
              style={{ background: palette[color][shade] }}
            />
          ))}
        </Box>
      ))}
    </Box>
  );
}
