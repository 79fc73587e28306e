import * as React from 'react';
import Button from '@mui/joy/Button';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import DialogTitle from '@mui/joy/DialogTitle';
import DialogContent from '@mui/joy/DialogContent';
import Typography from '@mui/joy/Typography';
import Stack from '@mui/joy/Stack';

export default function CloseReasonModal() {
  const [open, setOpen] = React.useState(false);
  const [reason, setReason] = React.useState('');
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Open, then close it some way
      </Button>
      {reason && <Typography level="body-sm">Closed by: {reason}</Typography>}
      <Modal
        open={open}
        onClose={(_event, closeReason) => {
          setReason(closeReason);
          setOpen(false);
        }}
      >
        <ModalDialog aria-labelledby="close-reason-title">
          <ModalClose />
          <DialogTitle id="close-reason-title">Three ways out</DialogTitle>
          <DialogContent>
            Press Escape, click the backdrop or use the close button; the page shows which one it
            was.
          </DialogContent>
        </ModalDialog>
      </Modal>
    </Stack>
  );
}
