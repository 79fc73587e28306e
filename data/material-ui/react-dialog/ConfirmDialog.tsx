import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ConfirmDialog() {
  const [open, setOpen] = React.useState(false);
  const [result, setResult] = React.useState('No decision yet.');

  const close = (decision: string) => {
    setResult(decision);
    setOpen(false);
  };

  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Delete project
      </Button>
      <Typography variant="body2">{result}</Typography>
      <Dialog
        open={open}
        onClose={() => close('Dismissed without a decision.')}
        aria-labelledby="confirm-dialog-title"
        aria-describedby="confirm-dialog-description"
      >
        <DialogTitle id="confirm-dialog-title">Delete “Website redesign”?</DialogTitle>
        <DialogContent>
          <DialogContentText id="confirm-dialog-description">
            The project, its 14 tasks and all attached files will be removed for every member. This
            cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close('Project kept.')} autoFocus>
            Keep project
          </Button>
          <Button color="error" onClick={() => close('Project deleted.')}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
