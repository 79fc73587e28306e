import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

const square = (
  <Box component="span" sx={{ display: 'block', width: 40, height: 40, bgcolor: 'primary.main' }} />
);
const circle = (
  <Box
    component="span"
    sx={{ display: 'block', width: 40, height: 40, bgcolor: 'primary.main', borderRadius: '50%' }}
  />
);

export default function BadgeOverlap() {
  return (
    <Stack direction="row" spacing={3}>
      <Badge color="secondary" badgeContent=" ">
        {square}
      </Badge>
      <Badge color="secondary" variant="dot">
        {square}
      </Badge>
      <Badge color="secondary" overlap="circular" badgeContent=" ">
        {circle}
      </Badge>
      <Badge color="secondary" overlap="circular" variant="dot">
        {circle}
      </Badge>
    </Stack>
  );
}
