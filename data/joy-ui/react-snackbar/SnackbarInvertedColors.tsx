import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SnackbarInvertedColors() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="solid" onClick={() => setOpen(true)}>
        Invite a colleague
      </Button>
      <Snackbar
        role="status"
        variant="solid"
        color="primary"
        invertedColors
        open={open}
        autoHideDuration={6000}
        onClose={() => setOpen(false)}
        sx={{ maxWidth: 360 }}
      >
        <Stack spacing={1}>
          <Typography level="title-md">Invitation sent</Typography>
          <Typography level="body-sm">
            The buttons and text inside pick colors that stay readable on the solid background.
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button variant="solid" onClick={() => setOpen(false)}>
              Send another
            </Button>
            <Button variant="outlined" onClick={() => setOpen(false)}>
              Close
            </Button>
          </Stack>
        </Stack>
      </Snackbar>
    </React.Fragment>
  );
}
