import * as React from 'react';
import Button from '@mui/joy/Button';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import DialogTitle from '@mui/joy/DialogTitle';
import DialogContent from '@mui/joy/DialogContent';
import DialogActions from '@mui/joy/DialogActions';

export default function MobileModal() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Leave the group
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog
          aria-labelledby="mobile-modal-title"
          layout="center"
          sx={(theme) => ({
            [theme.breakpoints.only('xs')]: {
              top: 'unset',
              bottom: 0,
              left: 0,
              right: 0,
              transform: 'none',
              maxWidth: 'unset',
              borderRadius: '16px 16px 0 0',
            },
          })}
        >
          <DialogTitle id="mobile-modal-title">Leave the group?</DialogTitle>
          <DialogContent>
            You will stop receiving its messages. You can join again later.
          </DialogContent>
          <DialogActions
            sx={{
              flexDirection: { xs: 'column', sm: 'row-reverse' },
              '& button': { width: { xs: '100%', sm: 'auto' } },
            }}
          >
            <Button color="danger" onClick={() => setOpen(false)}>
              Leave
            </Button>
            <Button variant="outlined" color="neutral" onClick={() => setOpen(false)}>
              Stay
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
