import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

export default function ResponsiveDialog() {
  const [open, setOpen] = React.useState(false);
  const theme = useTheme();
  // Below the md breakpoint the dialog takes the whole screen.
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const id = React.useId();
  const close = () => setOpen(false);

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open a responsive dialog
      </Button>
      <Dialog fullScreen={fullScreen} open={open} onClose={close} aria-labelledby={id}>
        <DialogTitle id={id}>Install the update now?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {fullScreen
              ? 'This screen is narrow, so the dialog fills it.'
              : 'This screen is wide: the dialog floats. Narrow the window to see it fill the screen.'}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Later</Button>
          <Button onClick={close} autoFocus>
            Install
          </Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
