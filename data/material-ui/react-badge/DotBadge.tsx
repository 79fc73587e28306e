import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MailIcon from '@mui/icons-material/Mail';

export default function DotBadge() {
  return (
    <Stack direction="row" spacing={4} alignItems="center">
      <Badge color="secondary" variant="dot" aria-label="New mail" role="img">
        <MailIcon />
      </Badge>
      <Badge color="error" variant="dot">
        <Typography component="span">Updates</Typography>
      </Badge>
    </Stack>
  );
}
