import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';

const COLORS = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function CheckboxColors() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
      {COLORS.map((color) => (
        <Checkbox key={color} color={color} label={color} defaultChecked />
      ))}
    </Box>
  );
}
