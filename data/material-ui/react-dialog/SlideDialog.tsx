import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Slide from '@mui/material/Slide';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { TransitionProps } from '@mui/material/transitions';

const SlideUp = React.forwardRef(function SlideUp(
  props: TransitionProps & { children: React.ReactElement },
  ref: React.Ref<unknown>,
) {
  return <Slide direction="up" ref={ref} {...props} />;
});

export default function SlideDialog() {
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open full-screen editor
      </Button>
      <Dialog
        fullScreen
        open={open}
        onClose={() => setOpen(false)}
        TransitionComponent={SlideUp}
        aria-labelledby="slide-dialog-title"
      >
        <AppBar position="relative">
          <Toolbar>
            <Typography id="slide-dialog-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              Edit description
            </Typography>
            <Button color="inherit" onClick={() => setOpen(false)}>
              Done
            </Button>
          </Toolbar>
        </AppBar>
        <DialogContent>
          <DialogContentText>
            A full-screen dialog gives long tasks the whole viewport. It slid up from the bottom
            edge and slides back down when you press Done or Escape.
          </DialogContentText>
        </DialogContent>
      </Dialog>
    </div>
  );
}
