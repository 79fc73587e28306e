import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

export default function SelectSmall() {
  const id = React.useId();
  const [rows, setRows] = React.useState('25');
  const [open, setOpen] = React.useState(false);
  return (
    <FormControl size="small" sx={{ minWidth: 140 }}>
      <InputLabel id={id}>Rows per page</InputLabel>
      <Select
        labelId={id}
        label="Rows per page"
        value={rows}
        onChange={(event) => setRows(event.target.value)}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        SelectDisplayProps={open ? {} : { 'aria-controls': undefined }}
      >
        <MenuItem value="10">10</MenuItem>
        <MenuItem value="25">25</MenuItem>
        <MenuItem value="50">50</MenuItem>
      </Select>
    </FormControl>
  );
}
