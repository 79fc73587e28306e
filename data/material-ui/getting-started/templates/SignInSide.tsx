import * as React from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';

/** A sign-in page: a picture panel and a form on elevated paper. */
export default function SignInSide() {
  const [email, setEmail] = React.useState<string | null>(null);
  return (
    <Grid
      container
      sx={{
        minHeight: 520,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      <Grid
        item
        xs={false}
        sm={4}
        md={7}
        sx={{
          background: 'linear-gradient(135deg, #0d47a1 0%, #1565c0 55%, #1e88e5 100%)',
          color: '#fff',
          p: 4,
          // On phones the form takes the whole width and the picture panel is not shown.
          display: { xs: 'none', sm: 'flex' },
          alignItems: 'flex-end',
        }}
      >
        <Typography variant="h4" component="p">
          Field notes for curious teams.
        </Typography>
      </Grid>
      <Grid item xs={12} sm={8} md={5} component={Paper} elevation={6} square>
        <Box sx={{ my: 6, mx: 4, display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
          <Avatar sx={{ m: 1, bgcolor: 'secondary.main' }}>
            <LockOutlinedIcon />
          </Avatar>
          <Typography component="h2" variant="h5">
            Sign in
          </Typography>
          <Box
            component="form"
            noValidate
            sx={{ mt: 1 }}
            onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
              event.preventDefault();
              const value = new FormData(event.currentTarget).get('email');
              setEmail(typeof value === 'string' && value ? value : 'an anonymous reader');
            }}
          >
            <TextField
              margin="normal"
              required
              fullWidth
              id="template-email"
              label="Email address"
              name="email"
              autoComplete="email"
            />
            <TextField
              margin="normal"
              required
              fullWidth
              name="password"
              label="Password"
              type="password"
              id="template-password"
              autoComplete="current-password"
            />
            <FormControlLabel
              control={<Checkbox value="remember" color="primary" />}
              label="Remember me"
            />
            <Button type="submit" fullWidth variant="contained" sx={{ mt: 3, mb: 2 }}>
              Sign in
            </Button>
            <Grid container>
              <Grid item xs>
                <Link component="button" type="button" variant="body2">
                  Forgot password?
                </Link>
              </Grid>
              <Grid item>
                <Link component="button" type="button" variant="body2">
                  Create an account
                </Link>
              </Grid>
            </Grid>
            {email ? <Alert sx={{ mt: 2 }}>Signed in as {email} (demo only).</Alert> : null}
          </Box>
        </Box>
      </Grid>
    </Grid>
  );
}
