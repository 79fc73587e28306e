import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputBase from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { styled } from '@mui/material/styles';

const RoundedInput = styled(InputBase)(({ theme }) => ({
  'label + &': { marginTop: theme.spacing(3) },
  '& .MuiInputBase-input': {
    borderRadius: 12,
    border: `1px solid ${(theme.vars || theme).palette.divider}`,
    backgroundColor: (theme.vars || theme).palette.background.paper,
    padding: '8px 32px 8px 12px',
    transition: theme.transitions.create(['border-color', 'box-shadow']),
    '&:focus': {
      borderRadius: 12,
      borderColor: (theme.vars || theme).palette.primary.main,
      boxShadow: `0 0 0 3px ${(theme.vars || theme).palette.action.focus}`,
    },
  },
}));

export default function CustomizedSelects() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  return (
    <FormControl variant="standard" sx={{ minWidth: 160 }}>
      <InputLabel id={id} shrink>
        Sort by
      </InputLabel>
      <Select
        labelId={id}
        defaultValue="new"
        input={<RoundedInput />}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        SelectDisplayProps={open ? {} : { 'aria-controls': undefined }}
      >
        <MenuItem value="new">Newest</MenuItem>
        <MenuItem value="price">Lowest price</MenuItem>
        <MenuItem value="rating">Best rated</MenuItem>
      </Select>
    </FormControl>
  );
}
