import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';

export default function SizeCheckboxes() {
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Checkbox defaultChecked size="small" inputProps={{ 'aria-label': 'Small' }} />
      <Checkbox defaultChecked inputProps={{ 'aria-label': 'Medium' }} />
      <Checkbox
        defaultChecked
        inputProps={{ 'aria-label': 'Custom size' }}
        sx={{ '& .MuiSvgIcon-root': { fontSize: 36 } }}
      />
    </Stack>
  );
}
