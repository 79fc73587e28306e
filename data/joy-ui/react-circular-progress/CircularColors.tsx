import Box from '@mui/joy/Box';
import CircularProgress from '@mui/joy/CircularProgress';

const COLORS = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function CircularColors() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      {COLORS.map((color) => (
        <CircularProgress
          key={color}
          color={color}
          determinate
          value={66}
          aria-label={`${color}, 66%`}
        />
      ))}
    </Box>
  );
}
