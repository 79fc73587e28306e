import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';

export default function DrawerCloseButton() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Open with a close button
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        anchor="right"
        slotProps={{ content: { 'aria-labelledby': 'close-drawer-title' } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: 'auto', mt: 1, mr: 2 }}>
          <ModalClose id="close-icon" sx={{ position: 'initial' }} aria-label="Close the details" />
        </Box>
        <DialogTitle id="close-drawer-title">Order details</DialogTitle>
        <DialogContent>
          ModalClose calls the drawer&apos;s onClose. Here it sits in the flow of the header instead
          of its default corner.
        </DialogContent>
      </Drawer>
    </React.Fragment>
  );
}
