import * as React from 'react';
import Button from '@mui/joy/Button';
import Drawer from '@mui/joy/Drawer';
import DialogTitle from '@mui/joy/DialogTitle';
import DialogContent from '@mui/joy/DialogContent';
import DialogActions from '@mui/joy/DialogActions';
import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';

export default function BottomDrawer() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button onClick={() => setOpen(true)}>Filters</Button>
      <Drawer
        anchor="bottom"
        size="md"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          content: {
            'aria-labelledby': 'filters-title',
            sx: { borderRadius: 'md', m: 1, width: 'auto', boxShadow: 'lg' },
          },
        }}
      >
        <DialogTitle id="filters-title">Filters</DialogTitle>
        <DialogContent>
          <Stack spacing={1.5}>
            <Checkbox label="In stock only" defaultChecked />
            <Checkbox label="Free shipping" />
            <Checkbox label="On sale" />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Show results</Button>
          <Button variant="plain" color="neutral" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </DialogActions>
      </Drawer>
    </React.Fragment>
  );
}
