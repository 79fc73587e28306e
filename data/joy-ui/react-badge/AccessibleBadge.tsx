import Badge from '@mui/joy/Badge';
import IconButton from '@mui/joy/IconButton';
import MailOutline from '@mui/icons-material/MailOutline';

function labelFor(count: number): string {
  if (count === 0) return 'Messages, none unread';
  if (count > 99) return 'Messages, more than 99 unread';
  return `Messages, ${count} unread`;
}

export default function AccessibleBadge() {
  const count = 120;
  return (
    <Badge badgeContent={count} max={99}>
      <IconButton variant="soft" aria-label={labelFor(count)}>
        <MailOutline />
      </IconButton>
    </Badge>
  );
}
