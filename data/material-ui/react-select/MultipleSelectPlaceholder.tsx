import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';

const colours = ['Red', 'Green', 'Blue', 'Black', 'White'];

export default function MultipleSelectPlaceholder() {
  const [selected, setSelected] = React.useState<string[]>([]);
  const [open, setOpen] = React.useState(false);
  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    setSelected(typeof value === 'string' ? value.split(',') : value);
  };
  return (
    <FormControl sx={{ width: 300, maxWidth: '100%' }}>
      <Select
        multiple
        displayEmpty
        value={selected}
        onChange={handleChange}
        inputProps={{ 'aria-label': 'Frame colours' }}
        renderValue={(values) =>
          values.length === 0 ? <em>Pick frame colours</em> : values.join(', ')
        }
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        SelectDisplayProps={open ? {} : { 'aria-controls': undefined }}
      >
        <MenuItem disabled value="">
          <em>Pick frame colours</em>
        </MenuItem>
        {colours.map((colour) => (
          <MenuItem key={colour} value={colour}>
            {colour}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
