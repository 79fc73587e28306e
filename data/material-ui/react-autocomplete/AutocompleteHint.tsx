import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { books } from './books';

const titles = books.map((book) => book.title);

export default function AutocompleteHint() {
  const [hint, setHint] = React.useState('');
  const [inputValue, setInputValue] = React.useState('');

  const suggest = (typed: string) => {
    const match = typed
      ? titles.find((title) => title.toLowerCase().startsWith(typed.toLowerCase()))
      : undefined;
    setHint(match ? typed + match.slice(typed.length) : '');
  };

  return (
    <Autocomplete
      sx={{ width: 300, maxWidth: '100%' }}
      options={titles}
      inputValue={inputValue}
      onInputChange={(_event, next) => {
        setInputValue(next);
        suggest(next);
      }}
      onClose={() => setHint('')}
      onKeyDown={(event) => {
        // Tab accepts the greyed-out rest of the title.
        if (event.key === 'Tab' && hint && hint !== inputValue) {
          event.preventDefault();
          setInputValue(hint);
        }
      }}
      renderInput={(params) => (
        <Box sx={{ position: 'relative' }}>
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              top: 16.5,
              left: 14,
              color: 'text.disabled',
              pointerEvents: 'none',
              whiteSpace: 'pre',
            }}
          >
            {hint}
          </Box>
          <TextField {...params} label="Novel" helperText="Tab accepts the suggestion" />
        </Box>
      )}
    />
  );
}
