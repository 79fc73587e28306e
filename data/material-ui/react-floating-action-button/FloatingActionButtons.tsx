import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';

function PlusIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6v2z" />
    </svg>
  );
}

function PencilIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M3 17.25V21h3.75L17.8 9.94l-3.75-3.75L3 17.25zM20.7 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z" />
    </svg>
  );
}

export default function FloatingActionButtons() {
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Fab color="primary" aria-label="Add item">
        <PlusIcon />
      </Fab>
      <Fab color="secondary" aria-label="Edit item">
        <PencilIcon />
      </Fab>
      <Fab variant="extended" color="primary">
        <PencilIcon />
        <span style={{ marginLeft: 8 }}>Compose</span>
      </Fab>
      <Fab disabled aria-label="Add item (unavailable)">
        <PlusIcon />
      </Fab>
    </Stack>
  );
}
