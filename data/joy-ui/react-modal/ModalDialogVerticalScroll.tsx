import * as React from 'react';
import Button from '@mui/joy/Button';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import DialogTitle from '@mui/joy/DialogTitle';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';

const clauses = Array.from(
  { length: 30 },
  (_, index) => `Clause ${index + 1}: the terms of this section apply.`,
);

export default function ModalDialogVerticalScroll() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Read the terms
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog aria-labelledby="terms-title" sx={{ maxHeight: '70vh' }}>
          <ModalClose />
          <DialogTitle id="terms-title">Terms of service</DialogTitle>
          <List
            sx={{
              overflow: 'auto',
              mx: 'calc(-1 * var(--ModalDialog-padding))',
              px: 'var(--ModalDialog-padding)',
            }}
          >
            {clauses.map((clause) => (
              <ListItem key={clause}>{clause}</ListItem>
            ))}
          </List>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
