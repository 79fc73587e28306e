import AccountCircle from '@mui/icons-material/AccountCircle';
import MailOutline from '@mui/icons-material/MailOutline';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function InputWithIcon() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 320 }}>
      <TextField
        label="Display name"
        variant="standard"
        InputProps={{
          startAdornment: (
            <InputAdornment position="start">
              <AccountCircle />
            </InputAdornment>
          ),
        }}
      />
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1 }}>
        <MailOutline sx={{ color: 'action.active', mb: 0.5 }} />
        <TextField label="Email beside an icon" variant="standard" fullWidth />
      </Box>
    </Stack>
  );
}
