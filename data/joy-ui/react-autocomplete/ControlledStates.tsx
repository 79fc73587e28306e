import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Typography from '@mui/joy/Typography';

const SIZES = ['Extra small', 'Small', 'Medium', 'Large', 'Extra large'];

export default function ControlledStates() {
  const [value, setValue] = React.useState<string | null>(SIZES[2]);
  const [inputValue, setInputValue] = React.useState('');
  return (
    <FormControl sx={{ width: 260, maxWidth: '100%' }}>
      <FormLabel>T-shirt size</FormLabel>
      <Autocomplete
        options={SIZES}
        value={value}
        onChange={(_event, newValue) => setValue(newValue)}
        inputValue={inputValue}
        onInputChange={(_event, newInputValue) => setInputValue(newInputValue)}
      />
      <Typography level="body-sm" sx={{ mt: 1 }}>
        value: {value === null ? 'null' : `'${value}'`}
      </Typography>
      <Typography level="body-sm">inputValue: &apos;{inputValue}&apos;</Typography>
    </FormControl>
  );
}
