import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';

export default function BasicSnackbar() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Copy link
      </Button>
      <Snackbar
        open={open}
        autoHideDuration={3000}
        role="status"
        variant="soft"
        color="success"
        onClose={(_event, reason) => {
          if (reason === 'clickaway') {
            return;
          }
          setOpen(false);
        }}
      >
        Link copied to the clipboard.
      </Snackbar>
    </React.Fragment>
  );
}
