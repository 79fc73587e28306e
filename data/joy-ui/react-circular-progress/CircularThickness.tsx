import Box from '@mui/joy/Box';
import CircularProgress from '@mui/joy/CircularProgress';

const THICKNESSES = [1, 3, 6, 10];

export default function CircularThickness() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }}>
      {THICKNESSES.map((thickness) => (
        <CircularProgress
          key={thickness}
          size="lg"
          thickness={thickness}
          determinate
          value={75}
          aria-label={`Thickness ${thickness}`}
        >
          {thickness}
        </CircularProgress>
      ))}
    </Box>
  );
}
