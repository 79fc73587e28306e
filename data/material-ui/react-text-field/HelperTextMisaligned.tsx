import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function HelperTextMisaligned() {
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center">
      <TextField label="Postcode" helperText="Five digits" />
      <TextField label="City" />
    </Stack>
  );
}
