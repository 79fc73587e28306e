import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';

export default function DividerInModalDialog() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Open the dialog
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog sx={{ maxWidth: 360 }}>
          <DialogTitle>Leave without saving?</DialogTitle>
          <Divider inset="none" />
          <DialogContent>The changes to this note will be lost.</DialogContent>
          <Divider />
          <DialogActions>
            <Button color="danger" onClick={() => setOpen(false)}>
              Leave
            </Button>
            <Button variant="plain" color="neutral" onClick={() => setOpen(false)}>
              Stay
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
