import * as React from 'react';
import Button from '@mui/joy/Button';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import DialogTitle from '@mui/joy/DialogTitle';
import DialogContent from '@mui/joy/DialogContent';

const DURATION = 250;

export default function TransitionModal() {
  const [open, setOpen] = React.useState(false);
  // Stays mounted while the closing animation runs, then unmounts.
  const [mounted, setMounted] = React.useState(false);
  const [shown, setShown] = React.useState(false);

  React.useEffect(() => {
    if (open) {
      setMounted(true);
      const frame = requestAnimationFrame(() => setShown(true));
      return () => cancelAnimationFrame(frame);
    }
    setShown(false);
    const timer = setTimeout(() => setMounted(false), DURATION);
    return () => clearTimeout(timer);
  }, [open]);

  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Open with a fade
      </Button>
      <Modal
        open={mounted}
        onClose={() => setOpen(false)}
        slotProps={{
          backdrop: {
            sx: { opacity: shown ? 1 : 0, transition: `opacity ${DURATION}ms` },
          },
        }}
      >
        <ModalDialog
          aria-labelledby="transition-title"
          sx={{
            opacity: shown ? 1 : 0,
            transform: shown ? 'translate(-50%, -50%)' : 'translate(-50%, -46%)',
            transition: `opacity ${DURATION}ms, transform ${DURATION}ms`,
          }}
        >
          <DialogTitle id="transition-title">A gentle entrance</DialogTitle>
          <DialogContent>
            The dialog and the backdrop fade in and out with CSS transitions.
          </DialogContent>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
