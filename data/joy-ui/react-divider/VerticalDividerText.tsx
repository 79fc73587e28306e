import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';

export default function VerticalDividerText() {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'stretch', height: 120 }}>
      <Button variant="soft" sx={{ alignSelf: 'center' }}>
        Sign in with email
      </Button>
      <Divider orientation="vertical">or</Divider>
      <Button variant="outlined" sx={{ alignSelf: 'center' }}>
        Use a passkey
      </Button>
    </Box>
  );
}
