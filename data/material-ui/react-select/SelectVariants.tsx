import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';

const variants = ['standard', 'filled'] as const;

export default function SelectVariants() {
  const id = React.useId();
  const [values, setValues] = React.useState({ standard: 'tea', filled: '' });
  const [open, setOpen] = React.useState<string | null>(null);
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      {variants.map((variant) => (
        <FormControl key={variant} variant={variant} sx={{ minWidth: 160 }}>
          <InputLabel id={`${id}-${variant}`}>Drink ({variant})</InputLabel>
          <Select
            labelId={`${id}-${variant}`}
            value={values[variant]}
            onChange={(event) => setValues((prev) => ({ ...prev, [variant]: event.target.value }))}
            open={open === variant}
            onOpen={() => setOpen(variant)}
            onClose={() => setOpen(null)}
            SelectDisplayProps={open === variant ? {} : { 'aria-controls': undefined }}
          >
            <MenuItem value="">
              <em>None</em>
            </MenuItem>
            <MenuItem value="tea">Tea</MenuItem>
            <MenuItem value="coffee">Coffee</MenuItem>
            <MenuItem value="juice">Juice</MenuItem>
          </Select>
        </FormControl>
      ))}
    </Stack>
  );
}
