import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

const panel = {
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 340,
  maxWidth: 'calc(100% - 32px)',
  bgcolor: 'background.paper',
  borderRadius: 1,
  boxShadow: 24,
  p: 3,
} as const;

export default function TransitionsModal() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <Button onClick={() => setOpen(true)}>Open with a fade</Button>
      <Modal
        aria-labelledby={`${id}-title`}
        open={open}
        onClose={() => setOpen(false)}
        closeAfterTransition
        slots={{ backdrop: Backdrop }}
        slotProps={{ backdrop: { timeout: 500 } }}
      >
        <Fade in={open}>
          <Box sx={panel} tabIndex={-1}>
            <Typography id={`${id}-title`} variant="h6" component="h2">
              Faded in
            </Typography>
            <Typography sx={{ mt: 1 }}>
              The panel and the backdrop fade together; closeAfterTransition waits for the fade out
              before unmounting.
            </Typography>
          </Box>
        </Fade>
      </Modal>
    </div>
  );
}
