import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

const panel = {
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 360,
  maxWidth: 'calc(100% - 32px)',
  bgcolor: 'background.paper',
  borderRadius: 1,
  boxShadow: 24,
  p: 3,
} as const;

export default function BasicModal() {
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Show keyboard shortcuts
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="basic-modal-title"
        aria-describedby="basic-modal-text"
      >
        <Box sx={panel} tabIndex={-1}>
          <Typography id="basic-modal-title" variant="h6" component="h2">
            Keyboard shortcuts
          </Typography>
          <Typography id="basic-modal-text" sx={{ mt: 1 }}>
            Press N for a new note, / to search and Esc to close this window.
          </Typography>
          <Button sx={{ mt: 2 }} onClick={() => setOpen(false)}>
            Close
          </Button>
        </Box>
      </Modal>
    </div>
  );
}
