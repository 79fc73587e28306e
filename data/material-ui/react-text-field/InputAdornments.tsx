import * as React from 'react';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function InputAdornments() {
  const [showPassword, setShowPassword] = React.useState(false);
  const id = React.useId();
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      <TextField
        label="Weight"
        sx={{ width: 160 }}
        InputProps={{ endAdornment: <InputAdornment position="end">kg</InputAdornment> }}
      />
      <TextField
        label="Amount"
        variant="filled"
        sx={{ width: 160 }}
        InputProps={{ startAdornment: <InputAdornment position="start">$</InputAdornment> }}
      />
      <FormControl sx={{ width: 240 }} variant="outlined">
        <InputLabel htmlFor={`${id}-password`}>Password</InputLabel>
        <OutlinedInput
          id={`${id}-password`}
          type={showPassword ? 'text' : 'password'}
          label="Password"
          endAdornment={
            <InputAdornment position="end">
              <IconButton
                aria-label={showPassword ? 'Hide password' : 'Show password'}
                onClick={() => setShowPassword((shown) => !shown)}
                onMouseDown={(event) => event.preventDefault()}
                edge="end"
              >
                {showPassword ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          }
        />
      </FormControl>
    </Stack>
  );
}
