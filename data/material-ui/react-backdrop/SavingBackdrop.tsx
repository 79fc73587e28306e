import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function SavingBackdrop() {
  const [saving, setSaving] = React.useState(false);
  const [savedCount, setSavedCount] = React.useState(0);

  React.useEffect(() => {
    if (!saving) {
      return undefined;
    }
    // Simulated request: finishes after two seconds.
    const timer = setTimeout(() => {
      setSaving(false);
      setSavedCount((count) => count + 1);
    }, 2000);
    return () => clearTimeout(timer);
  }, [saving]);

  let status = 'Not saved yet.';
  if (saving) {
    status = 'Saving…';
  } else if (savedCount > 0) {
    status = `Saved ${savedCount} time(s).`;
  }

  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Button variant="contained" disabled={saving} onClick={() => setSaving(true)}>
        Save document
      </Button>
      <Typography role="status" variant="body2">
        {status}
      </Typography>
      <Backdrop open={saving} sx={{ color: '#fff', zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <CircularProgress color="inherit" aria-label="Saving" />
      </Backdrop>
    </Stack>
  );
}
