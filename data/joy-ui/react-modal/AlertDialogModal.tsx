import * as React from 'react';
import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import DialogTitle from '@mui/joy/DialogTitle';
import DialogContent from '@mui/joy/DialogContent';
import DialogActions from '@mui/joy/DialogActions';
import Typography from '@mui/joy/Typography';

export default function AlertDialogModal() {
  const [open, setOpen] = React.useState(false);
  const [deleted, setDeleted] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="danger" onClick={() => setOpen(true)} disabled={deleted}>
        Delete repository
      </Button>
      {deleted && <Typography level="body-sm">The repository was deleted.</Typography>}
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog
          variant="outlined"
          role="alertdialog"
          aria-labelledby="delete-title"
          aria-describedby="delete-description"
        >
          <DialogTitle id="delete-title">Delete this repository?</DialogTitle>
          <Divider />
          <DialogContent id="delete-description">
            All issues and history will be removed. This cannot be undone.
          </DialogContent>
          <DialogActions>
            <Button
              color="danger"
              onClick={() => {
                setDeleted(true);
                setOpen(false);
              }}
            >
              Delete
            </Button>
            <Button variant="plain" color="neutral" onClick={() => setOpen(false)}>
              Keep it
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
