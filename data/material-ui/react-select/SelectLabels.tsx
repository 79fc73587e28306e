import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';

export default function SelectLabels() {
  const id = React.useId();
  const [floor, setFloor] = React.useState('');
  const [seat, setSeat] = React.useState('');
  const [open, setOpen] = React.useState<'floor' | 'seat' | null>(null);
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      <FormControl sx={{ minWidth: 160 }}>
        <InputLabel id={`${id}-floor`}>Floor</InputLabel>
        <Select
          labelId={`${id}-floor`}
          label="Floor"
          value={floor}
          onChange={(event) => setFloor(event.target.value)}
          open={open === 'floor'}
          onOpen={() => setOpen('floor')}
          onClose={() => setOpen(null)}
          SelectDisplayProps={open === 'floor' ? {} : { 'aria-controls': undefined }}
        >
          <MenuItem value="">
            <em>Any</em>
          </MenuItem>
          <MenuItem value="1">First</MenuItem>
          <MenuItem value="2">Second</MenuItem>
        </Select>
        <FormHelperText>With a floating label</FormHelperText>
      </FormControl>
      <FormControl sx={{ minWidth: 160 }}>
        <Select
          value={seat}
          displayEmpty
          onChange={(event) => setSeat(event.target.value)}
          inputProps={{ 'aria-label': 'Seat' }}
          open={open === 'seat'}
          onOpen={() => setOpen('seat')}
          onClose={() => setOpen(null)}
          SelectDisplayProps={open === 'seat' ? {} : { 'aria-controls': undefined }}
        >
          <MenuItem value="">
            <em>Any seat</em>
          </MenuItem>
          <MenuItem value="window">Window</MenuItem>
          <MenuItem value="aisle">Aisle</MenuItem>
        </Select>
        <FormHelperText>Without a label, empty value shown</FormHelperText>
      </FormControl>
    </Stack>
  );
}
