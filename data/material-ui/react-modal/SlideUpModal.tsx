import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';

export default function SlideUpModal() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <Button onClick={() => setOpen(true)}>Open a bottom sheet</Button>
      <Modal
        aria-labelledby={`${id}-title`}
        open={open}
        onClose={() => setOpen(false)}
        closeAfterTransition
      >
        <Slide direction="up" in={open}>
          <Box
            tabIndex={-1}
            sx={{
              position: 'absolute',
              bottom: 0,
              left: 0,
              right: 0,
              bgcolor: 'background.paper',
              borderTopLeftRadius: 16,
              borderTopRightRadius: 16,
              p: 3,
            }}
          >
            <Typography id={`${id}-title`} variant="h6" component="h2">
              Share this page
            </Typography>
            <Typography sx={{ mt: 1 }}>A sheet that slides up from the bottom edge.</Typography>
            <Button sx={{ mt: 2 }} onClick={() => setOpen(false)}>
              Close
            </Button>
          </Box>
        </Slide>
      </Modal>
    </div>
  );
}
