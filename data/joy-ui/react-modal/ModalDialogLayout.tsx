import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog, { type ModalDialogProps } from '@mui/joy/ModalDialog';
import DialogTitle from '@mui/joy/DialogTitle';
import DialogContent from '@mui/joy/DialogContent';

export default function ModalDialogLayout() {
  const [layout, setLayout] = React.useState<ModalDialogProps['layout'] | null>(null);
  return (
    <React.Fragment>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" color="neutral" onClick={() => setLayout('center')}>
          Center
        </Button>
        <Button variant="outlined" color="neutral" onClick={() => setLayout('fullscreen')}>
          Full screen
        </Button>
      </Stack>
      <Modal open={layout !== null} onClose={() => setLayout(null)}>
        <ModalDialog layout={layout ?? undefined} aria-labelledby="dialog-layout-title">
          <ModalClose />
          <DialogTitle id="dialog-layout-title">Layout: {layout}</DialogTitle>
          <DialogContent>
            The full-screen layout fills the viewport, which suits long forms on small screens.
          </DialogContent>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
