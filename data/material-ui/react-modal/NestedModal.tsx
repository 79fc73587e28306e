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
  width: 380,
  maxWidth: 'calc(100% - 32px)',
  bgcolor: 'background.paper',
  boxShadow: 24,
  borderRadius: 1,
  p: 3,
} as const;

export default function NestedModal() {
  const [editOpen, setEditOpen] = React.useState(false);
  const [confirmOpen, setConfirmOpen] = React.useState(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setEditOpen(true)}>
        Edit profile
      </Button>
      <Modal
        open={editOpen}
        onClose={() => setEditOpen(false)}
        aria-labelledby="nested-parent-title"
      >
        <Box sx={panel} tabIndex={-1}>
          <Typography id="nested-parent-title" variant="h6" component="h2">
            Edit profile
          </Typography>
          <Typography sx={{ my: 1 }}>
            Discarding opens a second modal on top of this one.
          </Typography>
          <Button color="error" onClick={() => setConfirmOpen(true)}>
            Discard changes
          </Button>
          <Modal
            open={confirmOpen}
            onClose={() => setConfirmOpen(false)}
            aria-labelledby="nested-child-title"
          >
            <Box sx={{ ...panel, width: 280 }} tabIndex={-1}>
              <Typography id="nested-child-title" sx={{ mb: 2 }}>
                Discard your unsaved changes?
              </Typography>
              <Button onClick={() => setConfirmOpen(false)}>Keep editing</Button>
              <Button
                color="error"
                onClick={() => {
                  setConfirmOpen(false);
                  setEditOpen(false);
                }}
              >
                Discard
              </Button>
            </Box>
          </Modal>
        </Box>
      </Modal>
    </div>
  );
}
