import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';

export default function DismissibleAlert() {
  const [showUpdate, setShowUpdate] = React.useState(true);
  const [showError, setShowError] = React.useState(true);
  const [retries, setRetries] = React.useState(0);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Collapse in={showUpdate}>
        <Alert severity="info" onClose={() => setShowUpdate(false)}>
          We updated our privacy policy on 17 April 2024.
        </Alert>
      </Collapse>
      <Collapse in={showError}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => setRetries((r) => r + 1)}>
              Retry
            </Button>
          }
        >
          Upload failed. {retries > 0 ? `Retried ${retries} time(s).` : ''}
        </Alert>
      </Collapse>
      <Button
        variant="outlined"
        disabled={showUpdate && showError}
        onClick={() => {
          setShowUpdate(true);
          setShowError(true);
          setRetries(0);
        }}
        sx={{ alignSelf: 'flex-start' }}
      >
        Reset
      </Button>
    </Stack>
  );
}
