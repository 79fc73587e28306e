import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import EditIcon from '@mui/icons-material/Edit';

export default function IconButtonSizes() {
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <IconButton aria-label="Edit (small)" size="small">
        <EditIcon fontSize="inherit" />
      </IconButton>
      <IconButton aria-label="Edit (small icon)" size="small">
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton aria-label="Edit (medium)">
        <EditIcon />
      </IconButton>
      <IconButton aria-label="Edit (large)" size="large">
        <EditIcon fontSize="large" />
      </IconButton>
    </Stack>
  );
}
