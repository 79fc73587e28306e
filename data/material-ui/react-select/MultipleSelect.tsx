import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';

const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export default function MultipleSelect() {
  const id = React.useId();
  const [selected, setSelected] = React.useState<string[]>(['Monday']);
  const [open, setOpen] = React.useState(false);
  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    setSelected(typeof value === 'string' ? value.split(',') : value);
  };
  return (
    <FormControl sx={{ width: 300, maxWidth: '100%' }}>
      <InputLabel id={id}>Opening days</InputLabel>
      <Select
        labelId={id}
        multiple
        label="Opening days"
        value={selected}
        onChange={handleChange}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        SelectDisplayProps={open ? {} : { 'aria-controls': undefined }}
      >
        {days.map((day) => (
          <MenuItem key={day} value={day}>
            {day}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
