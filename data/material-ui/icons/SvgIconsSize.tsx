import Stack from '@mui/material/Stack';
import StarIcon from '@mui/icons-material/Star';

export default function SvgIconsSize() {
  return (
    <Stack direction="row" spacing={3} alignItems="flex-end">
      <StarIcon fontSize="small" />
      <StarIcon />
      <StarIcon fontSize="large" />
      <StarIcon sx={{ fontSize: 48 }} />
    </Stack>
  );
}
