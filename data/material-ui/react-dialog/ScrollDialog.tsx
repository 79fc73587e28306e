import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';

const clauses = Array.from(
  { length: 30 },
  (_, index) =>
    `${index + 1}. The service is provided as it is. Section ${index + 1} explains what happens to your data when you close your account, and how long backups are kept.`,
);

export default function ScrollDialog() {
  const [open, setOpen] = React.useState(false);
  const [scroll, setScroll] = React.useState<DialogProps['scroll']>('paper');
  const id = React.useId();
  const close = () => setOpen(false);
  const openWith = (next: DialogProps['scroll']) => {
    setScroll(next);
    setOpen(true);
  };

  return (
    <React.Fragment>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Button variant="outlined" onClick={() => openWith('paper')}>
          scroll=paper
        </Button>
        <Button variant="outlined" onClick={() => openWith('body')}>
          scroll=body
        </Button>
      </Stack>
      <Dialog open={open} onClose={close} scroll={scroll} aria-labelledby={id}>
        <DialogTitle id={id}>Terms of service</DialogTitle>
        <DialogContent dividers={scroll === 'paper'}>
          <DialogContentText component="div" tabIndex={-1}>
            {clauses.map((clause) => (
              <p key={clause}>{clause}</p>
            ))}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Decline</Button>
          <Button onClick={close}>Accept</Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
