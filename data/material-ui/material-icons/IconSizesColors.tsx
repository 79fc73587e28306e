import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import DeleteIcon from '@mui/icons-material/Delete';
import FavoriteIcon from '@mui/icons-material/Favorite';

export default function IconSizesColors() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} alignItems="center">
        <FavoriteIcon fontSize="small" />
        <FavoriteIcon />
        <FavoriteIcon fontSize="large" />
        <FavoriteIcon sx={{ fontSize: 48 }} />
      </Stack>
      <Stack direction="row" spacing={2} alignItems="center">
        {(
          ['primary', 'secondary', 'success', 'warning', 'error', 'action', 'disabled'] as const
        ).map((color) => (
          <FavoriteIcon key={color} color={color} />
        ))}
        <FavoriteIcon sx={{ color: '#e91e63' }} />
      </Stack>
      <Stack direction="row" spacing={2} alignItems="center">
        <IconButton aria-label="Delete">
          <DeleteIcon />
        </IconButton>
        <CloudDoneIcon color="success" titleAccess="Synced" />
      </Stack>
    </Stack>
  );
}
