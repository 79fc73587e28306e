import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import Typography from '@mui/material/Typography';

export default function SwipeableBottomDrawer() {
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Show filters
      </Button>
      <SwipeableDrawer
        anchor="bottom"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        disableDiscovery
      >
        <Box sx={{ p: 2, pb: 4 }}>
          <Box
            sx={{ width: 32, height: 4, borderRadius: 2, bgcolor: 'grey.400', mx: 'auto', mb: 2 }}
          />
          <Typography variant="h6" gutterBottom>
            Filters
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Swipe this panel down, press Esc, or tap outside it to close.
          </Typography>
          <Button onClick={() => setOpen(false)}>Apply</Button>
        </Box>
      </SwipeableDrawer>
    </div>
  );
}
