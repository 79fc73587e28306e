import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import Stack from '@mui/material/Stack';

export default function BasicSelect() {
  const [country, setCountry] = React.useState('');
  const [countryOpen, setCountryOpen] = React.useState(false);
  const [planOpen, setPlanOpen] = React.useState(false);

  return (
    <Stack spacing={3} sx={{ width: 260 }}>
      <FormControl fullWidth>
        <InputLabel id="country-label">Country</InputLabel>
        <Select
          labelId="country-label"
          id="country"
          value={country}
          label="Country"
          onChange={(event: SelectChangeEvent) => setCountry(event.target.value)}
          open={countryOpen}
          onOpen={() => setCountryOpen(true)}
          onClose={() => setCountryOpen(false)}
          // The listbox is only in the page while open: drop aria-controls while closed.
          SelectDisplayProps={countryOpen ? {} : { 'aria-controls': undefined }}
        >
          <MenuItem value="">
            <em>None</em>
          </MenuItem>
          <MenuItem value="br">Brazil</MenuItem>
          <MenuItem value="jp">Japan</MenuItem>
          <MenuItem value="ke">Kenya</MenuItem>
          <MenuItem value="no">Norway</MenuItem>
        </Select>
        <FormHelperText>Used to calculate shipping costs</FormHelperText>
      </FormControl>
      <FormControl variant="filled" size="small" error>
        <InputLabel id="plan-label">Plan</InputLabel>
        <Select
          labelId="plan-label"
          defaultValue="free"
          open={planOpen}
          onOpen={() => setPlanOpen(true)}
          onClose={() => setPlanOpen(false)}
          SelectDisplayProps={planOpen ? {} : { 'aria-controls': undefined }}
        >
          <MenuItem value="free">Free</MenuItem>
          <MenuItem value="team">Team</MenuItem>
          <MenuItem value="enterprise" disabled>
            Enterprise (contact sales)
          </MenuItem>
        </Select>
        <FormHelperText>The free plan is limited to three projects</FormHelperText>
      </FormControl>
    </Stack>
  );
}
