import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { extendTheme } from '@mui/joy/styles';

const palette = extendTheme().colorSchemes.light.palette;
const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((index) => {
    const value = parseInt(hex.slice(index, index + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2];
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** White text on each shade of the default primary scale, with its WCAG contrast ratio. */
export default function ScaleContrast() {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(90px, 1fr))', gap: 1 }}
    >
      {SHADES.map((shade) => {
        const background = palette.primary[shade];
        const ratio = contrast(background, '#FFFFFF');
        return (
          <Box key={shade} sx={{ p: 1, borderRadius: 'sm', color: '#fff' }} style={{ background }}>
            <Typography level="title-sm" sx={{ color: 'inherit' }}>
              {shade}
            </Typography>
            <Typography level="body-xs" sx={{ color: 'inherit' }}>
              {ratio.toFixed(1)}:1 {ratio >= 4.5 ? 'AA' : ''}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
