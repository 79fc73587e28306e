import * as React from 'react';
import Badge from '@mui/joy/Badge';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Sheet from '@mui/joy/Sheet';

export default function BadgeCounter() {
  const [count, setCount] = React.useState(98);
  return (
    <Stack direction="row" spacing={3} alignItems="center">
      <Badge badgeContent={count} max={99} color="danger">
        <Sheet
          component="span"
          variant="outlined"
          sx={{ display: 'block', width: 48, height: 48, borderRadius: 'md' }}
        />
      </Badge>
      <Stack direction="row" spacing={1}>
        <Button size="sm" variant="outlined" onClick={() => setCount(Math.max(0, count - 1))}>
          −1
        </Button>
        <Button size="sm" variant="outlined" onClick={() => setCount(count + 1)}>
          +1
        </Button>
        <Button size="sm" variant="plain" onClick={() => setCount(0)}>
          Reset
        </Button>
      </Stack>
    </Stack>
  );
}
