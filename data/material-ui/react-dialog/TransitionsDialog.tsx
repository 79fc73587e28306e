import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Zoom from '@mui/material/Zoom';
import type { TransitionProps } from '@mui/material/transitions';

const ZoomIn = React.forwardRef(function ZoomIn(
  props: TransitionProps & { children: React.ReactElement },
  ref: React.Ref<unknown>,
) {
  return <Zoom ref={ref} {...props} />;
});

export default function TransitionsDialog() {
  const [open, setOpen] = React.useState(false);
  const id = React.useId();
  const close = () => setOpen(false);

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open with a zoom
      </Button>
      <Dialog open={open} onClose={close} TransitionComponent={ZoomIn} aria-labelledby={id}>
        <DialogTitle id={id}>Keep your changes?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            This dialog grows from its centre instead of fading in.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Discard</Button>
          <Button onClick={close}>Keep</Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
