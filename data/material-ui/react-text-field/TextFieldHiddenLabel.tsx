import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function TextFieldHiddenLabel() {
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      <TextField
        hiddenLabel
        variant="filled"
        size="small"
        placeholder="Filter rows"
        inputProps={{ 'aria-label': 'Filter rows' }}
      />
      <TextField
        hiddenLabel
        variant="filled"
        defaultValue="No label above me"
        inputProps={{ 'aria-label': 'Note' }}
      />
    </Stack>
  );
}
