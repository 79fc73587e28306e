import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function TextFieldSizes() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 340 }}>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
        <TextField label="Small" size="small" defaultValue="Compact" />
        <TextField label="Medium" defaultValue="Default" />
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
        <TextField label="Small filled" variant="filled" size="small" />
        <TextField label="Small standard" variant="standard" size="small" />
      </Stack>
    </Stack>
  );
}
