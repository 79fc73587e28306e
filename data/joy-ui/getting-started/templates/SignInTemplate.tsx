import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

/** A split sign-in page: a form on the left, a brand panel on the right (hidden on small screens). */
export default function SignInTemplate() {
  const [submitted, setSubmitted] = React.useState<string | null>(null);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        minHeight: 520,
        borderRadius: 'md',
        overflow: 'hidden',
        border: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Stack sx={{ p: { xs: 3, sm: 6 }, justifyContent: 'center', gap: 2 }}>
        <Typography level="h3" component="h2">
          Sign in to Northwind
        </Typography>
        <Typography level="body-sm">
          New here?{' '}
          <Link component="button" type="button">
            Create an account
          </Link>
        </Typography>
        <Button variant="outlined" color="neutral">
          Continue with your company SSO
        </Button>
        <Divider>or</Divider>
        <Stack
          component="form"
          spacing={2}
          onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            const email = new FormData(event.currentTarget).get('email');
            setSubmitted(typeof email === 'string' ? email : null);
          }}
        >
          <FormControl required>
            <FormLabel>Email</FormLabel>
            <Input type="email" name="email" placeholder="you@company.com" />
          </FormControl>
          <FormControl required>
            <FormLabel>Password</FormLabel>
            <Input type="password" name="password" />
          </FormControl>
          <Stack direction="row" justifyContent="space-between" alignItems="center">
            <Checkbox size="sm" label="Remember me" name="remember" />
            <Link level="body-sm" component="button" type="button">
              Forgot password?
            </Link>
          </Stack>
          <Button type="submit" fullWidth>
            Sign in
          </Button>
          {submitted ? (
            <Typography level="body-sm" color="success" aria-live="polite">
              Signed in as {submitted} (demo only).
            </Typography>
          ) : null}
        </Stack>
      </Stack>
      <Sheet
        variant="solid"
        color="primary"
        invertedColors
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'flex-end',
          p: 6,
          gap: 1,
        }}
      >
        <Typography level="h2">Plan, ship and measure in one place.</Typography>
        <Typography level="body-md">Trusted by 4,000 product teams.</Typography>
      </Sheet>
    </Box>
  );
}
