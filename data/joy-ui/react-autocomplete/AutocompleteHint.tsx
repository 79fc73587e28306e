import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Typography from '@mui/joy/Typography';

const CITIES = ['Barcelona', 'Berlin', 'Bern', 'Bogotá', 'Brisbane', 'Bucharest', 'Budapest'];

export default function AutocompleteHint() {
  const [inputValue, setInputValue] = React.useState('');
  const match = inputValue
    ? CITIES.find((city) => city.toLowerCase().startsWith(inputValue.toLowerCase()))
    : undefined;
  const [open, setOpen] = React.useState(false);
  const hint = match && open ? inputValue + match.slice(inputValue.length) : '';
  return (
    <FormControl sx={{ width: 260, maxWidth: '100%' }}>
      <FormLabel>City (Tab completes the hint)</FormLabel>
      <Box sx={{ position: 'relative' }}>
        <Typography
          aria-hidden
          sx={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            left: 'calc(var(--Input-paddingInline, 0.75rem) + 1px)',
            display: 'flex',
            alignItems: 'center',
            color: 'text.tertiary',
            pointerEvents: 'none',
            fontSize: 'md',
          }}
        >
          {hint}
        </Typography>
        <Autocomplete
          options={CITIES}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          inputValue={inputValue}
          onInputChange={(_event, value) => setInputValue(value)}
          onKeyDown={(event) => {
            if (event.key === 'Tab' && hint && hint !== inputValue) {
              event.preventDefault();
              setInputValue(hint);
            }
          }}
          sx={{ '& input': { position: 'relative', zIndex: 1 }, bgcolor: 'transparent' }}
        />
      </Box>
    </FormControl>
  );
}
