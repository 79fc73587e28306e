import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const units = [
  { value: 'km', label: 'Kilometres' },
  { value: 'mi', label: 'Miles' },
  { value: 'nmi', label: 'Nautical miles' },
];

export default function SelectTextFields() {
  const [unit, setUnit] = React.useState('km');
  const [open, setOpen] = React.useState(false);
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      <TextField
        select
        label="Distance unit"
        value={unit}
        onChange={(event) => setUnit(event.target.value)}
        helperText="Used for every route"
        SelectProps={{
          open,
          onOpen: () => setOpen(true),
          onClose: () => setOpen(false),
          // The listbox is only in the page while open: drop aria-controls while closed.
          SelectDisplayProps: open ? {} : { 'aria-controls': undefined },
        }}
        sx={{ width: 200 }}
      >
        {units.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Native unit"
        defaultValue="mi"
        SelectProps={{ native: true }}
        helperText="A native select element"
        sx={{ width: 200 }}
      >
        {units.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}
