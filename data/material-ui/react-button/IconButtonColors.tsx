import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import NotificationsIcon from '@mui/icons-material/Notifications';

const colors = ['primary', 'secondary', 'success', 'warning', 'error', 'info'] as const;

export default function IconButtonColors() {
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      {colors.map((color) => (
        <IconButton key={color} color={color} aria-label={`Notifications (${color})`}>
          <NotificationsIcon />
        </IconButton>
      ))}
    </Stack>
  );
}
