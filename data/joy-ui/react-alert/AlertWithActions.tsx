import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';

export default function AlertWithActions() {
  const [open, setOpen] = React.useState(true);
  if (!open) {
    return (
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Show the alert again
      </Button>
    );
  }
  return (
    <Alert
      variant="solid"
      color="warning"
      invertedColors
      role="status"
      sx={{ alignItems: 'flex-start', maxWidth: 440 }}
      endDecorator={
        <IconButton variant="plain" size="sm" aria-label="Dismiss" onClick={() => setOpen(false)}>
          ✕
        </IconButton>
      }
    >
      <div>
        <Typography level="title-md">Storage almost full</Typography>
        <Typography level="body-sm">You have used 92% of your 10 GB.</Typography>
        <Button size="sm" variant="soft" sx={{ mt: 1 }}>
          Upgrade plan
        </Button>
      </div>
    </Alert>
  );
}
