import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

interface Country {
  code: string;
  name: string;
  dial: string;
}

const countries: Country[] = [
  { code: 'AR', name: 'Argentina', dial: '54' },
  { code: 'AU', name: 'Australia', dial: '61' },
  { code: 'BR', name: 'Brazil', dial: '55' },
  { code: 'CA', name: 'Canada', dial: '1' },
  { code: 'DE', name: 'Germany', dial: '49' },
  { code: 'EG', name: 'Egypt', dial: '20' },
  { code: 'ES', name: 'Spain', dial: '34' },
  { code: 'FR', name: 'France', dial: '33' },
  { code: 'IN', name: 'India', dial: '91' },
  { code: 'JP', name: 'Japan', dial: '81' },
  { code: 'KE', name: 'Kenya', dial: '254' },
  { code: 'MX', name: 'Mexico', dial: '52' },
  { code: 'NG', name: 'Nigeria', dial: '234' },
  { code: 'NZ', name: 'New Zealand', dial: '64' },
  { code: 'PT', name: 'Portugal', dial: '351' },
  { code: 'SE', name: 'Sweden', dial: '46' },
];

// A regional indicator pair draws the country's flag in fonts that support it.
function flagOf(code: string): string {
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1a5 + letter.charCodeAt(0)));
}

export default function CountrySelect() {
  return (
    <Autocomplete
      sx={{ width: 300, maxWidth: '100%' }}
      options={countries}
      autoHighlight
      getOptionLabel={(country) => country.name}
      renderOption={(props, country) => {
        const { key, ...optionProps } = props as React.HTMLAttributes<HTMLLIElement> & {
          key: React.Key;
        };
        return (
          <Box component="li" key={key} sx={{ gap: 1.5 }} {...optionProps}>
            <span aria-hidden>{flagOf(country.code)}</span>
            {country.name} ({country.code}) +{country.dial}
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Country"
          inputProps={{ ...params.inputProps, autoComplete: 'new-password' }}
        />
      )}
    />
  );
}
