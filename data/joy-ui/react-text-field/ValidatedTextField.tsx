import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function ValidatedTextField() {
  const [password, setPassword] = React.useState('');
  const [touched, setTouched] = React.useState(false);
  const tooShort = password.length < 8;
  const showError = touched && tooShort;
  return (
    <Stack
      component="form"
      spacing={2}
      sx={{ maxWidth: 360 }}
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        setTouched(true);
      }}
    >
      <FormControl error={showError} required>
        <FormLabel>Password</FormLabel>
        <Input
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          onBlur={() => setTouched(true)}
        />
        <FormHelperText>
          {showError
            ? `Use at least 8 characters (${password.length} so far).`
            : 'At least 8 characters.'}
        </FormHelperText>
      </FormControl>
      <Button type="submit" sx={{ alignSelf: 'flex-start' }}>
        Create account
      </Button>
    </Stack>
  );
}
