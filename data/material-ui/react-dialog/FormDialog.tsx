import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function FormDialog() {
  const [open, setOpen] = React.useState(false);
  const [invited, setInvited] = React.useState<string[]>([]);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get('email');
    if (typeof email === 'string' && email !== '') {
      setInvited((prev) => [...prev, email]);
    }
    setOpen(false);
  };

  return (
    <Stack spacing={1} alignItems="flex-start">
      <Button variant="contained" onClick={() => setOpen(true)}>
        Invite a teammate
      </Button>
      <Typography variant="body2">
        Invited: {invited.length > 0 ? invited.join(', ') : 'nobody yet'}
      </Typography>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="xs"
        aria-labelledby="invite-dialog-title"
        PaperProps={{ component: 'form', onSubmit: handleSubmit }}
      >
        <DialogTitle id="invite-dialog-title">Invite a teammate</DialogTitle>
        <DialogContent>
          <DialogContentText>We will send them a link to join this workspace.</DialogContentText>
          <TextField
            autoFocus
            required
            margin="dense"
            name="email"
            type="email"
            label="Email address"
            fullWidth
            variant="standard"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button type="submit">Send invite</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
