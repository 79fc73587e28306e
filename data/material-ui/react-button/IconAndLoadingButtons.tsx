import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

function TrashIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6v12zM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4z" />
    </svg>
  );
}

export default function IconAndLoadingButtons() {
  const [saving, setSaving] = React.useState(false);

  const handleSave = () => {
    setSaving(true);
    window.setTimeout(() => setSaving(false), 1500);
  };

  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Button variant="outlined" color="error" startIcon={<TrashIcon />}>
        Delete
      </Button>
      <IconButton aria-label="Delete item" color="error">
        <TrashIcon />
      </IconButton>
      <Button
        variant="contained"
        onClick={handleSave}
        disabled={saving}
        startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {saving ? 'Saving…' : 'Save'}
      </Button>
      <Button variant="contained" disabled>
        Disabled
      </Button>
    </Stack>
  );
}
