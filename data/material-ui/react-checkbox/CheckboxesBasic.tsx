import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';

export default function CheckboxesBasic() {
  return (
    <Stack direction="row" spacing={1}>
      <Checkbox defaultChecked inputProps={{ 'aria-label': 'Checked example' }} />
      <Checkbox inputProps={{ 'aria-label': 'Unchecked example' }} />
      <Checkbox disabled inputProps={{ 'aria-label': 'Disabled example' }} />
      <Checkbox disabled checked inputProps={{ 'aria-label': 'Disabled checked example' }} />
    </Stack>
  );
}
