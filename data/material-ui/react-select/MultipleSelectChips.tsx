import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select, { type SelectChangeEvent } from '@mui/material/Select';

const skills = ['React', 'TypeScript', 'GraphQL', 'Node.js', 'CSS', 'Testing', 'Accessibility'];

export default function MultipleSelectChips() {
  const [selected, setSelected] = React.useState<string[]>(['React']);
  const [open, setOpen] = React.useState(false);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    // Autofill can deliver a comma-separated string instead of an array.
    setSelected(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <FormControl sx={{ width: 320 }}>
      <InputLabel id="skills-label">Skills</InputLabel>
      <Select
        labelId="skills-label"
        multiple
        value={selected}
        onChange={handleChange}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        SelectDisplayProps={open ? {} : { 'aria-controls': undefined }}
        input={<OutlinedInput label="Skills" />}
        renderValue={(values) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {values.map((value) => (
              <Chip key={value} label={value} size="small" />
            ))}
          </Box>
        )}
        MenuProps={{ PaperProps: { style: { maxHeight: 240 } } }}
      >
        {skills.map((skill) => (
          <MenuItem key={skill} value={skill}>
            {skill}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
