import { useTheme } from '@mui/system';
import Box from '@mui/system/Box';

export default function UseThemeDemo() {
  const theme = useTheme();
  const unit = theme.spacing(1);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <svg width="120" height="24" aria-hidden="true">
        {[0, 1, 2, 3].map((step) => (
          <rect
            key={step}
            x={step * 30}
            y="4"
            width={Number.parseInt(theme.spacing(step + 1), 10)}
            height="16"
            fill="currentColor"
          />
        ))}
      </svg>
      <Box component="code">theme.spacing(1) = {unit}</Box>
    </Box>
  );
}
