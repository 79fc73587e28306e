import * as React from 'react';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function BasicRating() {
  const [value, setValue] = React.useState<number | null>(3);

  return (
    <Stack spacing={1.5}>
      <div>
        <Typography component="legend">Controlled</Typography>
        <Rating name="controlled" value={value} onChange={(_event, next) => setValue(next)} />
      </div>
      <div>
        <Typography component="legend">Read only</Typography>
        <Rating name="read-only" value={4} readOnly />
      </div>
      <div>
        <Typography component="legend">Disabled</Typography>
        <Rating name="disabled" value={2} disabled />
      </div>
      <div>
        <Typography component="legend">No rating given</Typography>
        <Rating name="empty" value={null} />
      </div>
    </Stack>
  );
}
