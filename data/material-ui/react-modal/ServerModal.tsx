import * as React from 'react';
import Box from '@mui/material/Box';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

export default function ServerModal() {
  const rootRef = React.useRef<HTMLDivElement>(null);
  const id = React.useId();
  return (
    <Box
      ref={rootRef}
      sx={{
        height: 240,
        flexGrow: 1,
        minWidth: 0,
        transform: 'translateZ(0)',
      }}
    >
      <Modal
        disablePortal
        disableEnforceFocus
        disableAutoFocus
        disableScrollLock
        open
        aria-labelledby={`${id}-title`}
        container={() => rootRef.current}
        sx={{
          display: 'flex',
          p: 1,
          alignItems: 'center',
          justifyContent: 'center',
          position: 'absolute',
        }}
        slotProps={{ backdrop: { sx: { position: 'absolute' } } }}
      >
        <Box
          sx={{
            position: 'relative',
            width: 300,
            maxWidth: '100%',
            bgcolor: 'background.paper',
            boxShadow: 6,
            p: 3,
            borderRadius: 1,
          }}
        >
          <Typography id={`${id}-title`} variant="h6" component="h2">
            Rendered on the server
          </Typography>
          <Typography sx={{ mt: 1 }}>
            With disablePortal, the modal is part of the page HTML from the first paint.
          </Typography>
        </Box>
      </Modal>
    </Box>
  );
}
