import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';

export default function ControlledOpenSelect() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const [speed, setSpeed] = React.useState('1');
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center">
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Choose speed
      </Button>
      <FormControl sx={{ minWidth: 140 }}>
        <InputLabel id={id}>Playback speed</InputLabel>
        <Select
          labelId={id}
          label="Playback speed"
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          SelectDisplayProps={open ? {} : { 'aria-controls': undefined }}
          value={speed}
          onChange={(event) => setSpeed(event.target.value)}
        >
          <MenuItem value="0.5">0.5×</MenuItem>
          <MenuItem value="1">Normal</MenuItem>
          <MenuItem value="1.5">1.5×</MenuItem>
          <MenuItem value="2">2×</MenuItem>
        </Select>
      </FormControl>
    </Stack>
  );
}
