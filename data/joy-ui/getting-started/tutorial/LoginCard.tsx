import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Button from '@mui/joy/Button';
import Link from '@mui/joy/Link';

export default function LoginCard() {
  return (
    <Sheet
      variant="outlined"
      sx={{
        width: 320,
        mx: 'auto',
        my: 4,
        py: 3,
        px: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        borderRadius: 'sm',
        boxShadow: 'md',
      }}
    >
      <div>
        <Typography level="h4" component="h2">
          Welcome back
        </Typography>
        <Typography level="body-sm">Sign in to continue.</Typography>
      </div>
      <FormControl>
        <FormLabel>Email</FormLabel>
        <Input name="email" type="email" placeholder="you@example.com" />
      </FormControl>
      <FormControl>
        <FormLabel>Password</FormLabel>
        <Input name="password" type="password" />
      </FormControl>
      <Button sx={{ mt: 1 }}>Log in</Button>
      <Typography level="body-sm" sx={{ alignSelf: 'center' }}>
        No account yet?{' '}
        <Link href="#" onClick={(event) => event.preventDefault()}>
          Sign up
        </Link>
      </Typography>
    </Sheet>
  );
}
