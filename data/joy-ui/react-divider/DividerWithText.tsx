import Divider from '@mui/joy/Divider';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Chip from '@mui/joy/Chip';

export default function DividerWithText() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <Button variant="outlined" color="neutral">
        Continue with a passkey
      </Button>
      <Divider>or</Divider>
      <Button>Continue with email</Button>
      <Divider sx={{ '--Divider-childPosition': '20%' }}>
        <Chip size="sm" variant="soft">
          Yesterday
        </Chip>
      </Divider>
    </Stack>
  );
}
