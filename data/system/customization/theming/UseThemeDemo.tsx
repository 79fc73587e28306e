import { useTheme } from '@mui/system';
import Box from '@mui/system/Box';

export default function UseThemeDemo() {
  const theme = useTheme();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Box aria-hidden="true" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {[1, 2, 3, 4].map((step) => (
          // A plain style prop: theme.spacing() returns a CSS length, which any style accepts.
          <div
            key={step}
            style={{ width: theme.spacing(step), height: 16, backgroundColor: 'currentColor' }}
          />
        ))}
      </Box>
      <Box component="code">theme.spacing(1) = {theme.spacing(1)}</Box>
    </Box>
  );
}
