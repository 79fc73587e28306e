import * as React from 'react';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

interface Message {
  key: number;
  text: string;
}

export default function ConsecutiveSnackbars() {
  const [queue, setQueue] = React.useState<Message[]>([]);
  const [open, setOpen] = React.useState(false);
  const [current, setCurrent] = React.useState<Message | undefined>(undefined);
  const counter = React.useRef(0);

  React.useEffect(() => {
    if (queue.length && !current) {
      // Show the next message once the previous one has left.
      setCurrent(queue[0]);
      setQueue((prev) => prev.slice(1));
      setOpen(true);
    } else if (queue.length && current && open) {
      // A newer message is waiting: close the current one quickly.
      setOpen(false);
    }
  }, [queue, current, open]);

  const push = (text: string) => {
    counter.current += 1;
    setQueue((prev) => [...prev, { key: counter.current, text }]);
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      <Button onClick={() => push('Photo uploaded')}>Upload photo</Button>
      <Button onClick={() => push('Album shared')}>Share album</Button>
      <Snackbar
        key={current?.key}
        open={open}
        autoHideDuration={3000}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setOpen(false);
        }}
        TransitionProps={{ onExited: () => setCurrent(undefined) }}
        message={current?.text}
      />
    </Stack>
  );
}
