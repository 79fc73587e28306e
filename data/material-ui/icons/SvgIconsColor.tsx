import Stack from '@mui/material/Stack';
import HomeIcon from '@mui/icons-material/Home';
import { pink } from '@mui/material/colors';

const colors = ['primary', 'secondary', 'success', 'action', 'disabled'] as const;

export default function SvgIconsColor() {
  return (
    <Stack direction="row" spacing={3}>
      {colors.map((color) => (
        <HomeIcon key={color} color={color} titleAccess={`Home (${color})`} />
      ))}
      <HomeIcon sx={{ color: pink[500] }} titleAccess="Home (pink)" />
    </Stack>
  );
}
