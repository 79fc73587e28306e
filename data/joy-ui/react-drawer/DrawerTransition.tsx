import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';

export default function DrawerTransition() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Open slowly
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          content: { 'aria-labelledby': 'transition-drawer-title' },
        }}
        sx={{
          '--Drawer-transitionDuration': open ? '0.6s' : '0.3s',
          '--Drawer-transitionFunction': open ? 'cubic-bezier(0.22, 1, 0.36, 1)' : 'ease-in',
          '@media (prefers-reduced-motion: reduce)': { '--Drawer-transitionDuration': '0s' },
        }}
      >
        <ModalClose />
        <DialogTitle id="transition-drawer-title">Custom transition</DialogTitle>
        <DialogContent>
          Opens in 0.6 s with an ease-out curve, closes in 0.3 s, and appears at once when reduced
          motion is requested.
        </DialogContent>
      </Drawer>
    </React.Fragment>
  );
}
