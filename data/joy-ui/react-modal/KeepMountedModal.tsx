import * as React from 'react';
import Button from '@mui/joy/Button';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import DialogTitle from '@mui/joy/DialogTitle';
import Input from '@mui/joy/Input';

export default function KeepMountedModal() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Open the kept dialog
      </Button>
      <Modal keepMounted open={open} onClose={() => setOpen(false)}>
        <ModalDialog aria-labelledby="keep-mounted-title">
          <ModalClose />
          <DialogTitle id="keep-mounted-title">Type, close, open again</DialogTitle>
          <Input aria-label="Draft note" placeholder="This text survives closing" />
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
