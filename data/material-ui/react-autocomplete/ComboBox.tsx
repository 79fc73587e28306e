import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface City {
  name: string;
  country: string;
}

// Sorted by country, because groupBy expects options of a group to be adjacent.
const cities: City[] = [
  { name: 'Montréal', country: 'Canada' },
  { name: 'Accra', country: 'Ghana' },
  { name: 'Osaka', country: 'Japan' },
  { name: 'Lima', country: 'Peru' },
  { name: 'Lisbon', country: 'Portugal' },
  { name: 'Porto', country: 'Portugal' },
  { name: 'Seoul', country: 'South Korea' },
];

export default function ComboBox() {
  const [city, setCity] = React.useState<City | null>(null);

  return (
    <Stack spacing={2} sx={{ width: 300 }}>
      <Autocomplete
        options={cities}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.name === value.name}
        groupBy={(option) => option.country}
        value={city}
        onChange={(_event, next) => setCity(next)}
        renderInput={(params) => <TextField {...params} label="Destination" />}
      />
      <Typography variant="body2">
        {city ? `${city.name}, ${city.country}` : 'No destination selected'}
      </Typography>
      <Autocomplete
        disablePortal
        disabled
        options={['Economy', 'Business']}
        renderInput={(params) => <TextField {...params} label="Cabin (disabled)" />}
      />
    </Stack>
  );
}
