import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Drawer from '@mui/joy/Drawer';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ModalClose from '@mui/joy/ModalClose';

const CHAPTERS = Array.from({ length: 30 }, (_, index) => `Chapter ${index + 1}`);

export default function DrawerScrollable() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Table of contents
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ content: { 'aria-labelledby': 'scroll-drawer-title' } }}
      >
        <ModalClose />
        <DialogTitle id="scroll-drawer-title">Contents</DialogTitle>
        <DialogContent>
          <List>
            {CHAPTERS.map((chapter) => (
              <ListItem key={chapter}>{chapter}</ListItem>
            ))}
          </List>
        </DialogContent>
        <Divider />
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Done</Button>
        </DialogActions>
      </Drawer>
    </React.Fragment>
  );
}
