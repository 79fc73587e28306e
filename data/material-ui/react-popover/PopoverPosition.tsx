import * as React from 'react';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import type { PopoverOrigin } from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const presets: Record<string, { anchor: PopoverOrigin; transform: PopoverOrigin }> = {
  below: {
    anchor: { vertical: 'bottom', horizontal: 'center' },
    transform: { vertical: 'top', horizontal: 'center' },
  },
  above: {
    anchor: { vertical: 'top', horizontal: 'center' },
    transform: { vertical: 'bottom', horizontal: 'center' },
  },
  right: {
    anchor: { vertical: 'center', horizontal: 'right' },
    transform: { vertical: 'center', horizontal: 'left' },
  },
  overlap: {
    anchor: { vertical: 'top', horizontal: 'left' },
    transform: { vertical: 'top', horizontal: 'left' },
  },
};

export default function PopoverPosition() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [preset, setPreset] = React.useState('below');
  const { anchor, transform } = presets[preset];

  return (
    <Stack direction="row" spacing={2} alignItems="center" sx={{ py: 6 }}>
      <TextField
        select
        size="small"
        label="Position"
        value={preset}
        onChange={(event) => setPreset(event.target.value)}
        SelectProps={{ native: true }}
      >
        {Object.keys(presets).map((key) => (
          <option key={key} value={key}>
            {key}
          </option>
        ))}
      </TextField>
      <Button variant="outlined" onClick={(event) => setAnchorEl(event.currentTarget)}>
        Open popover
      </Button>
      <Popover
        open={Boolean(anchorEl)}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={anchor}
        transformOrigin={transform}
      >
        <Typography sx={{ p: 2 }}>
          anchorOrigin {anchor.vertical}/{anchor.horizontal}, transformOrigin {transform.vertical}/
          {transform.horizontal}
        </Typography>
      </Popover>
    </Stack>
  );
}
