import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import { pink } from '@mui/material/colors';

const colors = ['primary', 'secondary', 'success', 'warning', 'default'] as const;

export default function ColorCheckboxes() {
  return (
    <Stack direction="row" useFlexGap flexWrap="wrap">
      {colors.map((color) => (
        <Checkbox
          key={color}
          defaultChecked
          color={color}
          inputProps={{ 'aria-label': `${color} checkbox` }}
        />
      ))}
      <Checkbox
        defaultChecked
        inputProps={{ 'aria-label': 'Pink checkbox' }}
        sx={{ color: pink[700], '&.Mui-checked': { color: pink[600] } }}
      />
    </Stack>
  );
}
