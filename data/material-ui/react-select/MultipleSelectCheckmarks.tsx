import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';

const toppings = ['Mushrooms', 'Olives', 'Peppers', 'Onions', 'Pineapple'];

export default function MultipleSelectCheckmarks() {
  const id = React.useId();
  const [selected, setSelected] = React.useState<string[]>(['Olives', 'Onions']);
  const [open, setOpen] = React.useState(false);
  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    setSelected(typeof value === 'string' ? value.split(',') : value);
  };
  return (
    <FormControl sx={{ width: 300, maxWidth: '100%' }}>
      <InputLabel id={id}>Toppings</InputLabel>
      <Select
        labelId={id}
        multiple
        label="Toppings"
        value={selected}
        onChange={handleChange}
        renderValue={(values) => values.join(', ')}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        SelectDisplayProps={open ? {} : { 'aria-controls': undefined }}
      >
        {toppings.map((topping) => (
          <MenuItem key={topping} value={topping}>
            <Checkbox checked={selected.includes(topping)} tabIndex={-1} disableRipple />
            <ListItemText primary={topping} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
