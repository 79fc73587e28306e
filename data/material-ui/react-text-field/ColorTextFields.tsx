import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function ColorTextFields() {
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      <TextField label="Secondary" color="secondary" focused />
      <TextField label="Success" variant="filled" color="success" focused />
      <TextField label="Primary" variant="standard" color="primary" focused />
    </Stack>
  );
}
