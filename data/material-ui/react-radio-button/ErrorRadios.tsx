import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function ErrorRadios() {
  const [value, setValue] = React.useState('');
  const [helper, setHelper] = React.useState('Pick the planet closest to the Sun.');
  const [error, setError] = React.useState(false);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (value === 'mercury') {
      setHelper('Correct!');
      setError(false);
    } else {
      setHelper(value ? 'Not quite, try again.' : 'Please choose an answer.');
      setError(true);
    }
  };

  return (
    <form onSubmit={handleSubmit}>
      <FormControl error={error} variant="standard">
        <FormLabel id="quiz-label">Quiz</FormLabel>
        <RadioGroup
          aria-labelledby="quiz-label"
          name="quiz"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(false);
          }}
        >
          <FormControlLabel value="venus" control={<Radio />} label="Venus" />
          <FormControlLabel value="mercury" control={<Radio />} label="Mercury" />
        </RadioGroup>
        <FormHelperText>{helper}</FormHelperText>
        <Button sx={{ mt: 1, alignSelf: 'flex-start' }} type="submit" variant="outlined">
          Check answer
        </Button>
      </FormControl>
    </form>
  );
}
