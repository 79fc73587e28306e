import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

const COUNTRIES = ['Argentina', 'Ghana', 'India', 'Norway', 'Vietnam'];

export default function AutocompleteValidation() {
  const [value, setValue] = React.useState<string | null>(null);
  const [touched, setTouched] = React.useState(false);
  const error = touched && value === null;
  return (
    <FormControl error={error} sx={{ width: 260, maxWidth: '100%' }}>
      <FormLabel>Country of residence</FormLabel>
      <Autocomplete
        options={COUNTRIES}
        value={value}
        onChange={(_event, newValue) => setValue(newValue)}
        onBlur={() => setTouched(true)}
      />
      <FormHelperText>
        {error ? (
          <React.Fragment>
            <InfoOutlined />
            Choose a country to continue.
          </React.Fragment>
        ) : (
          'Required.'
        )}
      </FormHelperText>
    </FormControl>
  );
}
