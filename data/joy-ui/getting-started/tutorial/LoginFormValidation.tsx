import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function LoginFormValidation() {
  const [email, setEmail] = React.useState('');
  const [submitted, setSubmitted] = React.useState(false);
  const invalid = submitted && !email.includes('@');

  return (
    <Sheet
      component="form"
      noValidate
      variant="outlined"
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        setSubmitted(true);
      }}
      sx={{ width: '100%', maxWidth: 320, mx: 'auto', p: 2, display: 'grid', gap: 2 }}
    >
      <FormControl required error={invalid}>
        <FormLabel>Email</FormLabel>
        <Input name="email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        {invalid && <FormHelperText>Enter an address such as ana@example.com.</FormHelperText>}
      </FormControl>
      <Button type="submit">Log in</Button>
      <Typography level="body-sm" aria-live="polite">
        {submitted && !invalid ? `Signing in as ${email}` : ''}
      </Typography>
    </Sheet>
  );
}
