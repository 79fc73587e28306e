import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';

export default function DrawerBasics() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Show shortcuts
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ content: { 'aria-labelledby': 'basics-drawer-title' } }}
      >
        <DialogTitle id="basics-drawer-title">Keyboard shortcuts</DialogTitle>
        <DialogContent>
          Press Escape or click outside the panel to close it. Ctrl+K opens search; Ctrl+/ shows
          this list.
        </DialogContent>
      </Drawer>
    </React.Fragment>
  );
}
