import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import Typography from '@mui/material/Typography';

const languages = ['English', 'French', 'German', 'Japanese', 'Portuguese', 'Swahili'];

export default function MultipleSelectNative() {
  const id = React.useId();
  const [selected, setSelected] = React.useState<string[]>(['English']);
  const handleChange = (event: React.ChangeEvent<HTMLSelectElement>) => {
    // A native multiple select reports its value through the element's selected options.
    setSelected(Array.from(event.target.selectedOptions, (option) => option.value));
  };
  return (
    <FormControl variant="standard" sx={{ width: 240, maxWidth: '100%' }}>
      <InputLabel shrink htmlFor={id}>
        Languages
      </InputLabel>
      <NativeSelect
        value={selected}
        onChange={handleChange}
        inputProps={{ id, multiple: true, size: 5 }}
      >
        {languages.map((language) => (
          <option key={language} value={language}>
            {language}
          </option>
        ))}
      </NativeSelect>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Selected: {selected.join(', ')}
      </Typography>
    </FormControl>
  );
}
