import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Snackbar from '@mui/joy/Snackbar';
import Slider from '@mui/joy/Slider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

export default function SnackbarHideDuration() {
  const sliderId = React.useId();
  const [open, setOpen] = React.useState(false);
  const [seconds, setSeconds] = React.useState(3);
  return (
    <Stack spacing={2} sx={{ maxWidth: 300 }}>
      <FormControl id={`${sliderId}-1`}>
        <FormLabel>Hide after {seconds} seconds</FormLabel>
        <Slider
          slotProps={{ input: { id: `${sliderId}-1` } }}
          aria-label="Seconds before hiding"
          min={1}
          max={10}
          value={seconds}
          onChange={(_, value) => setSeconds(value as number)}
        />
      </FormControl>
      <Button sx={{ alignSelf: 'flex-start' }} onClick={() => setOpen(true)}>
        Show snackbar
      </Button>
      <Snackbar
        role="status"
        open={open}
        autoHideDuration={seconds * 1000}
        onClose={() => setOpen(false)}
      >
        This message hides after {seconds} seconds; hovering pauses the timer.
      </Snackbar>
    </Stack>
  );
}
