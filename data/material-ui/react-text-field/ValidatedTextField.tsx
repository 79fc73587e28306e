import * as React from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const maxLength = 120;

export default function ValidatedTextField() {
  const [username, setUsername] = React.useState('');
  const [bio, setBio] = React.useState('');
  const invalid = username.length > 0 && !/^[a-z0-9_]{3,16}$/.test(username);

  return (
    <Stack spacing={3} sx={{ maxWidth: 360 }}>
      <TextField
        label="Username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={invalid}
        helperText={invalid ? '3–16 lowercase letters, digits or underscores' : ' '}
        InputProps={{ startAdornment: <InputAdornment position="start">@</InputAdornment> }}
      />
      <TextField
        label="Price"
        type="number"
        defaultValue={19}
        InputProps={{ endAdornment: <InputAdornment position="end">EUR</InputAdornment> }}
      />
      <TextField
        label="Short bio"
        multiline
        minRows={2}
        maxRows={5}
        value={bio}
        onChange={(event) => setBio(event.target.value.slice(0, maxLength))}
        helperText={`${bio.length}/${maxLength}`}
      />
    </Stack>
  );
}
