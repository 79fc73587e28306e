import Badge from '@mui/material/Badge';
import MailIcon from '@mui/icons-material/Mail';

export default function SimpleBadge() {
  return (
    <Badge badgeContent={4} color="primary" aria-label="4 new messages" role="img">
      <MailIcon color="action" />
    </Badge>
  );
}
