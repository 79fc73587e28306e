import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Typography from '@mui/joy/Typography';

interface City {
  label: string;
  country: string;
}

const cities: City[] = [
  { label: 'Amsterdam', country: 'Netherlands' },
  { label: 'Bangkok', country: 'Thailand' },
  { label: 'Lagos', country: 'Nigeria' },
  { label: 'Lima', country: 'Peru' },
  { label: 'Lisbon', country: 'Portugal' },
  { label: 'Osaka', country: 'Japan' },
  { label: 'Toronto', country: 'Canada' },
];

export default function BasicAutocomplete() {
  const [value, setValue] = React.useState<City | null>(null);
  return (
    <FormControl sx={{ width: 280 }}>
      <FormLabel>Destination</FormLabel>
      <Autocomplete
        placeholder="Type a city"
        options={cities}
        value={value}
        onChange={(_event, newValue) => setValue(newValue)}
        isOptionEqualToValue={(option, selected) => option.label === selected.label}
      />
      <Typography level="body-sm" sx={{ mt: 1 }}>
        {value ? `${value.label}, ${value.country}` : 'No city selected'}
      </Typography>
    </FormControl>
  );
}
