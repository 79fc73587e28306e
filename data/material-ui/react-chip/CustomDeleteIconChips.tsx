import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/Delete';
import DoneIcon from '@mui/icons-material/Done';

export default function CustomDeleteIconChips() {
  const noop = () => {
    // The demo only shows the icon; a real handler would remove or confirm something.
  };
  return (
    <Stack direction="row" spacing={1}>
      <Chip label="Trash" onDelete={noop} deleteIcon={<DeleteIcon />} />
      <Chip
        label="Mark done"
        onDelete={noop}
        deleteIcon={<DoneIcon />}
        variant="outlined"
        color="success"
      />
    </Stack>
  );
}
