import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import FormHelperText from '@mui/joy/FormHelperText';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

export default function RadioFormControl() {
  const id = React.useId();
  return (
    <FormControl>
      <FormLabel id={`${id}-label`}>Invoice format</FormLabel>
      <RadioGroup aria-labelledby={`${id}-label`} defaultValue="pdf" name={`${id}-format`}>
        <Radio value="pdf" label="PDF" />
        <Radio value="csv" label="CSV spreadsheet" />
      </RadioGroup>
      <FormHelperText>The format is used for every future invoice.</FormHelperText>
    </FormControl>
  );
}
