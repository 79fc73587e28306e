import * as React from 'react';
import Alert from '@mui/material/Alert';
import type { AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

const messages: Record<AlertColor, string> = {
  success: 'Profile updated.',
  info: 'Two new comments on your post.',
  warning: 'You are offline; changes will sync later.',
  error: 'Could not save the draft.',
};

export default function AlertSnackbar() {
  const [severity, setSeverity] = React.useState<AlertColor>('success');
  const [open, setOpen] = React.useState(false);

  const show = (next: AlertColor) => {
    setSeverity(next);
    setOpen(true);
  };

  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
      {(Object.keys(messages) as AlertColor[]).map((key) => (
        <Button key={key} variant="outlined" color={key} onClick={() => show(key)}>
          {key}
        </Button>
      ))}
      <Snackbar
        open={open}
        autoHideDuration={4000}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert
          severity={severity}
          variant="filled"
          onClose={() => setOpen(false)}
          sx={{ width: '100%' }}
        >
          {messages[severity]}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
