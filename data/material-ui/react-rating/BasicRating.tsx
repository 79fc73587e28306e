import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A legend belongs in a fieldset: it names the group of stars. */
const FIELDSET = { border: 0, m: 0, p: 0, minWidth: 0 };

export default function BasicRating() {
  const [value, setValue] = React.useState<number | null>(3);

  return (
    <Stack spacing={1.5}>
      <Box component="fieldset" sx={FIELDSET}>
        <Typography component="legend">Controlled</Typography>
        <Rating name="controlled" value={value} onChange={(_event, next) => setValue(next)} />
      </Box>
      <Box component="fieldset" sx={FIELDSET}>
        <Typography component="legend">Read only</Typography>
        <Rating name="read-only" value={4} readOnly />
      </Box>
      <Box component="fieldset" sx={FIELDSET}>
        <Typography component="legend">Disabled</Typography>
        <Rating name="disabled" value={2} disabled />
      </Box>
      <Box component="fieldset" sx={FIELDSET}>
        <Typography component="legend">No rating given</Typography>
        <Rating name="empty" value={null} />
      </Box>
    </Stack>
  );
}
