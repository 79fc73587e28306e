import Stack from '@mui/material/Stack';
import Link from '@mui/material/Link';

export default function UnderlineLink() {
  return (
    <Stack direction="row" spacing={3}>
      <Link href="#" underline="none">
        underline=&quot;none&quot;
      </Link>
      <Link href="#" underline="hover">
        underline=&quot;hover&quot;
      </Link>
      <Link href="#" underline="always">
        underline=&quot;always&quot;
      </Link>
    </Stack>
  );
}
