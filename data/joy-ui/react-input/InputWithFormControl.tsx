import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import FormHelperText from '@mui/joy/FormHelperText';
import Input from '@mui/joy/Input';

export default function InputWithFormControl() {
  const [email, setEmail] = React.useState('not-an-email');
  const invalid = email.length > 0 && !/^[^\s@]+@[^\s@]+$/.test(email);

  return (
    <FormControl error={invalid} required sx={{ maxWidth: 320 }}>
      <FormLabel>Email address</FormLabel>
      <Input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <FormHelperText>
        {invalid ? 'Enter an address like name@example.com.' : 'We never share your email.'}
      </FormHelperText>
    </FormControl>
  );
}
