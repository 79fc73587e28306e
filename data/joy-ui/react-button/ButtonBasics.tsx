import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function ButtonBasics() {
  const [count, setCount] = React.useState(0);
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Button onClick={() => setCount((value) => value + 1)}>Add one</Button>
      <Typography level="body-sm" aria-live="polite">
        Clicked {count} {count === 1 ? 'time' : 'times'}
      </Typography>
    </Stack>
  );
}
