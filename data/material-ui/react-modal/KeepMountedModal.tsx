import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function KeepMountedModal() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <Button onClick={() => setOpen(true)}>Open notes</Button>
      <Modal keepMounted open={open} onClose={() => setOpen(false)} aria-labelledby={`${id}-title`}>
        <Box
          tabIndex={-1}
          sx={{
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
          }}
        >
          <Typography id={`${id}-title`} variant="h6" component="h2" gutterBottom>
            Scratch notes
          </Typography>
          <TextField label="Notes" multiline minRows={3} fullWidth />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Type, close and reopen: the text is still here because the content stays mounted.
          </Typography>
        </Box>
      </Modal>
    </div>
  );
}
