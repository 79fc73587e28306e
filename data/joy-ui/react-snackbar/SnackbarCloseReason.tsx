import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Snackbar, { type SnackbarCloseReason as Reason } from '@mui/joy/Snackbar';
import Typography from '@mui/joy/Typography';

export default function SnackbarCloseReason() {
  const [open, setOpen] = React.useState(false);
  const [reasons, setReasons] = React.useState<Reason[]>([]);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        onClick={() => {
          setReasons([]);
          setOpen(true);
        }}
      >
        Show snackbar
      </Button>
      <Typography level="body-sm">
        Close attempts: {reasons.length > 0 ? reasons.join(', ') : 'none yet'}
      </Typography>
      <Snackbar
        role="status"
        open={open}
        autoHideDuration={5000}
        onClose={(_event, reason) => {
          setReasons((current) => [...current, reason]);
          // A click elsewhere is recorded but does not close it; the timeout and Escape do.
          if (reason !== 'clickaway') {
            setOpen(false);
          }
        }}
      >
        Click elsewhere, press Escape or wait five seconds.
      </Snackbar>
    </Stack>
  );
}
