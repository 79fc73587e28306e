import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export default function TextFieldStates() {
  return (
    <Box
      component="form"
      noValidate
      autoComplete="off"
      sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, gap: 2, maxWidth: 560 }}
    >
      <TextField required label="Full name" defaultValue="Ada Lovelace" />
      <TextField disabled label="Account ID" defaultValue="ACC-2024-0417" />
      <TextField label="Password" type="password" autoComplete="current-password" />
      <TextField label="Nickname" InputProps={{ readOnly: true }} defaultValue="ada" />
      <TextField label="Quantity" type="number" defaultValue={2} inputProps={{ min: 1, max: 9 }} />
      <TextField label="Search" type="search" size="small" />
      <TextField
        error
        label="Email"
        defaultValue="ada@example"
        helperText="Enter a full address such as ada@example.com"
      />
      <TextField label="Website" helperText="Optional" placeholder="https://" />
    </Box>
  );
}
