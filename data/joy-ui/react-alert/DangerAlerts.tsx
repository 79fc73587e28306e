import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Close from '@mui/icons-material/Close';
import ErrorOutline from '@mui/icons-material/ErrorOutline';

export default function DangerAlerts() {
  const [open, setOpen] = React.useState(true);
  if (!open) {
    return (
      <Button variant="soft" onClick={() => setOpen(true)}>
        Show the error again
      </Button>
    );
  }
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 440 }}>
      <Alert
        variant="solid"
        color="danger"
        invertedColors
        startDecorator={<ErrorOutline />}
        endDecorator={
          <IconButton
            variant="plain"
            size="sm"
            aria-label="Dismiss the error"
            onClick={() => setOpen(false)}
          >
            <Close />
          </IconButton>
        }
        sx={{ alignItems: 'flex-start' }}
      >
        <div>
          <Typography level="title-md">Payment failed</Typography>
          <Typography level="body-sm">
            The bank declined the card ending in 4242. Try another card.
          </Typography>
        </div>
      </Alert>
      <Alert variant="soft" color="danger" role="status" startDecorator={<ErrorOutline />}>
        3 fields need your attention.
      </Alert>
    </Stack>
  );
}
