import * as React from 'react';
import Button from '@mui/joy/Button';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import ModalClose from '@mui/joy/ModalClose';
import DialogTitle from '@mui/joy/DialogTitle';
import DialogContent from '@mui/joy/DialogContent';
import DialogActions from '@mui/joy/DialogActions';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

export default function BasicModalDialog() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button onClick={() => setOpen(true)}>New project</Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog aria-labelledby="new-project-title" sx={{ width: 400, maxWidth: '100%' }}>
          <ModalClose />
          <DialogTitle id="new-project-title">Create a project</DialogTitle>
          <DialogContent>Give it a name; you can change it later.</DialogContent>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              setOpen(false);
            }}
          >
            <FormControl required>
              <FormLabel>Name</FormLabel>
              <Input autoFocus name="project" />
            </FormControl>
            <DialogActions sx={{ pt: 2 }}>
              <Button type="submit">Create</Button>
              <Button variant="plain" color="neutral" onClick={() => setOpen(false)}>
                Cancel
              </Button>
            </DialogActions>
          </form>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
