import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';

// Dividers between the sections and roomier padding, for every dialog built from this one.
const RoomyDialog = styled(Dialog)(({ theme }) => ({
  '& .MuiDialogContent-root': { padding: theme.spacing(3) },
  '& .MuiDialogActions-root': { padding: theme.spacing(1.5, 3) },
}));

export default function CustomizedDialogs() {
  const [open, setOpen] = React.useState(false);
  const id = React.useId();
  const close = () => setOpen(false);

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        What&apos;s new
      </Button>
      <RoomyDialog open={open} onClose={close} aria-labelledby={id}>
        <DialogTitle id={id} sx={{ pr: 7 }}>
          What&apos;s new in version 2
        </DialogTitle>
        <IconButton
          aria-label="Close"
          onClick={close}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent dividers>
          <Typography gutterBottom>
            Boards can now be shared with people outside your team.
          </Typography>
          <Typography gutterBottom>
            Cards keep a history of every change, with who made it.
          </Typography>
          <Typography>Dark mode follows your system setting.</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Got it</Button>
        </DialogActions>
      </RoomyDialog>
    </React.Fragment>
  );
}
