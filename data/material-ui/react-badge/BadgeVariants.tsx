import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';

function MailIcon() {
  return (
    <SvgIcon>
      <path d="M20 4H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2zm0 4-8 5-8-5V6l8 5 8-5v2z" />
    </SvgIcon>
  );
}

const colors = ['primary', 'secondary', 'success', 'warning', 'error'] as const;

export default function BadgeVariants() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={4}>
        {colors.map((color, index) => (
          <Badge key={color} badgeContent={index + 1} color={color}>
            <MailIcon />
          </Badge>
        ))}
      </Stack>
      <Stack direction="row" spacing={4}>
        {colors.map((color) => (
          <Badge key={color} variant="dot" color={color}>
            <MailIcon />
          </Badge>
        ))}
      </Stack>
    </Stack>
  );
}
