import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export default function AlertDialog() {
  const [open, setOpen] = React.useState(false);
  const id = React.useId();
  const close = () => setOpen(false);

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Turn on location
      </Button>
      <Dialog
        open={open}
        onClose={close}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
      >
        <DialogTitle id={`${id}-title`}>Share your location with this app?</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-text`}>
            The map uses it to show shops near you. You can turn it off again in the settings.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Not now</Button>
          <Button onClick={close} autoFocus>
            Share
          </Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
