import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

export default function SelectAutoWidth() {
  const id = React.useId();
  const [size, setSize] = React.useState('');
  const [open, setOpen] = React.useState(false);
  return (
    <FormControl sx={{ minWidth: 100 }}>
      <InputLabel id={id}>Size</InputLabel>
      <Select
        labelId={id}
        autoWidth
        label="Size"
        value={size}
        onChange={(event) => setSize(event.target.value)}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        SelectDisplayProps={open ? {} : { 'aria-controls': undefined }}
      >
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
        <MenuItem value="s">S</MenuItem>
        <MenuItem value="xl">Extra large, for the tallest among us</MenuItem>
      </Select>
    </FormControl>
  );
}
