import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const colors = ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const;

export default function ColorChips() {
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {colors.map((color) => (
          <Chip key={color} label={color} color={color} />
        ))}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {colors.map((color) => (
          <Chip key={color} label={color} color={color} variant="outlined" />
        ))}
      </Stack>
    </Stack>
  );
}
