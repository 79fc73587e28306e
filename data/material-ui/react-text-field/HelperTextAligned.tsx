import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function HelperTextAligned() {
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="flex-start">
      <TextField label="Postcode" helperText="Five digits" />
      <TextField label="City" helperText=" " />
    </Stack>
  );
}
