import * as React from 'react';
import Box from '@mui/joy/Box';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import DialogTitle from '@mui/joy/DialogTitle';
import DialogContent from '@mui/joy/DialogContent';

export default function ServerModal() {
  const rootRef = React.useRef<HTMLDivElement>(null);
  return (
    <Box
      ref={rootRef}
      sx={{
        height: 220,
        flexGrow: 1,
        minWidth: 0,
        position: 'relative',
        overflow: 'hidden',
        transform: 'translateZ(0)',
        borderRadius: 'sm',
      }}
    >
      <Modal
        open
        disablePortal
        disableEnforceFocus
        disableAutoFocus
        container={() => rootRef.current}
        sx={{
          position: 'absolute',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: 1,
        }}
        slotProps={{ backdrop: { sx: { position: 'absolute' } } }}
      >
        <ModalDialog
          aria-labelledby="server-modal-title"
          layout="center"
          sx={{ position: 'relative', top: 'auto', left: 'auto', transform: 'none' }}
        >
          <DialogTitle id="server-modal-title">Rendered on the server</DialogTitle>
          <DialogContent sx={{ overflow: 'visible' }}>
            This modal is open from the first render, so its markup is already in the HTML.
          </DialogContent>
        </ModalDialog>
      </Modal>
    </Box>
  );
}
