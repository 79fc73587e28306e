import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import NativeSelect from '@mui/material/NativeSelect';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';

export default function GroupedSelect() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      <FormControl sx={{ minWidth: 180 }}>
        <InputLabel id={id}>Instrument</InputLabel>
        <Select
          labelId={id}
          label="Instrument"
          defaultValue=""
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          SelectDisplayProps={open ? {} : { 'aria-controls': undefined }}
        >
          <MenuItem value="">
            <em>None</em>
          </MenuItem>
          <ListSubheader>Strings</ListSubheader>
          <MenuItem value="violin">Violin</MenuItem>
          <MenuItem value="cello">Cello</MenuItem>
          <ListSubheader>Brass</ListSubheader>
          <MenuItem value="trumpet">Trumpet</MenuItem>
          <MenuItem value="horn">Horn</MenuItem>
        </Select>
      </FormControl>
      <FormControl variant="standard" sx={{ minWidth: 180 }}>
        <InputLabel htmlFor={`${id}-native`}>Native grouping</InputLabel>
        <NativeSelect defaultValue="flute" inputProps={{ id: `${id}-native` }}>
          <optgroup label="Woodwind">
            <option value="flute">Flute</option>
            <option value="oboe">Oboe</option>
          </optgroup>
          <optgroup label="Percussion">
            <option value="timpani">Timpani</option>
            <option value="marimba">Marimba</option>
          </optgroup>
        </NativeSelect>
      </FormControl>
    </Stack>
  );
}
