import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';

export default function IconAndLoadingButtons() {
  const [saving, setSaving] = React.useState(false);

  const handleSave = () => {
    setSaving(true);
    window.setTimeout(() => setSaving(false), 1500);
  };

  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Button variant="outlined" color="error" startIcon={<DeleteIcon />}>
        Delete
      </Button>
      <IconButton aria-label="Delete item" color="error">
        <DeleteIcon />
      </IconButton>
      <Button
        variant="contained"
        onClick={handleSave}
        disabled={saving}
        startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}
      >
        {saving ? 'Saving…' : 'Save'}
      </Button>
      <Button variant="contained" disabled>
        Disabled
      </Button>
    </Stack>
  );
}
