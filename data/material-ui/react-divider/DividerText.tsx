import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function DividerText() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <Button variant="contained">Sign in with email</Button>
      <Divider>or</Divider>
      <Button variant="outlined">Sign in with a passkey</Button>
      <Divider textAlign="left">
        <Typography variant="overline">Account</Typography>
      </Divider>
      <Typography variant="body2">Profile, password and connected devices.</Typography>
      <Divider textAlign="right">
        <Chip component="span" label="Billing" size="small" />
      </Divider>
      <Typography variant="body2">Invoices and payment methods.</Typography>
    </Stack>
  );
}
