import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
import CloudDone from '@mui/icons-material/CloudDone';

export default function SnackbarDecorators() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Save draft
      </Button>
      <Snackbar
        role="status"
        variant="soft"
        color="success"
        open={open}
        autoHideDuration={4000}
        onClose={() => setOpen(false)}
        startDecorator={<CloudDone />}
        endDecorator={
          <Button size="sm" variant="soft" color="success" onClick={() => setOpen(false)}>
            Dismiss
          </Button>
        }
      >
        Draft saved to the cloud.
      </Snackbar>
    </React.Fragment>
  );
}
