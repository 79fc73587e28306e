import * as React from 'react';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';

export default function FabIntegrationSnackbar() {
  const [open, setOpen] = React.useState(false);
  return (
    // A positioned box stands in for the screen, so the snackbar and button stay inside the demo.
    <Box
      sx={{
        position: 'relative',
        height: 260,
        maxWidth: 400,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
      }}
    >
      <Typography variant="body2">Press the button to add a note.</Typography>
      <Fab
        color="secondary"
        aria-label="Add note"
        onClick={() => setOpen(true)}
        sx={{
          position: 'absolute',
          right: 16,
          bottom: open ? 80 : 16,
          transition: (theme) => theme.transitions.create('bottom'),
        }}
      >
        <AddIcon />
      </Fab>
      <Snackbar
        open={open}
        autoHideDuration={3000}
        onClose={() => setOpen(false)}
        message="Note added"
        sx={{ position: 'absolute', left: 16, right: 16, bottom: 16, transform: 'none' }}
      />
    </Box>
  );
}
