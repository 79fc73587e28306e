import * as React from 'react';
import Button from '@mui/joy/Button';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import DialogTitle from '@mui/joy/DialogTitle';
import DialogContent from '@mui/joy/DialogContent';
import DialogActions from '@mui/joy/DialogActions';

export default function NestedModals() {
  const [first, setFirst] = React.useState(false);
  const [second, setSecond] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setFirst(true)}>
        Edit profile
      </Button>
      <Modal open={first} onClose={() => setFirst(false)}>
        <ModalDialog aria-labelledby="nested-first-title">
          <DialogTitle id="nested-first-title">Edit profile</DialogTitle>
          <DialogContent>Changing the email address needs a second confirmation.</DialogContent>
          <DialogActions>
            <Button onClick={() => setSecond(true)}>Change email</Button>
            <Button variant="plain" color="neutral" onClick={() => setFirst(false)}>
              Close
            </Button>
          </DialogActions>
          <Modal open={second} onClose={() => setSecond(false)}>
            <ModalDialog aria-labelledby="nested-second-title" size="sm">
              <DialogTitle id="nested-second-title">Send a confirmation link?</DialogTitle>
              <DialogActions>
                <Button onClick={() => setSecond(false)}>Send</Button>
                <Button variant="plain" color="neutral" onClick={() => setSecond(false)}>
                  Back
                </Button>
              </DialogActions>
            </ModalDialog>
          </Modal>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
