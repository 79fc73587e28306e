import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export default function AvatarChips() {
  return (
    <Stack direction="row" spacing={1}>
      <Chip avatar={<Avatar>R</Avatar>} label="Ravi" />
      <Chip
        avatar={<Avatar sx={{ bgcolor: 'secondary.main' }}>L</Avatar>}
        label="Lena"
        variant="outlined"
      />
    </Stack>
  );
}
