import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { books } from './books';

function renderArrowOption(props: React.HTMLAttributes<HTMLLIElement>, option: unknown) {
  const { key, ...optionProps } = props as React.HTMLAttributes<HTMLLIElement> & {
    key: React.Key;
  };
  const label =
    typeof option === 'object' && option !== null && 'title' in option
      ? String(option.title)
      : String(option);
  return (
    <li key={key} {...optionProps}>
      <span aria-hidden style={{ marginInlineEnd: 8 }}>
        ›
      </span>
      {label}
    </li>
  );
}

// The outer theme keeps everything; only Autocomplete's default renderOption is added.
function withArrowOptions(outer: Theme): Theme {
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiAutocomplete: {
        ...outer.components?.MuiAutocomplete,
        defaultProps: {
          ...outer.components?.MuiAutocomplete?.defaultProps,
          renderOption: renderArrowOption,
        },
      },
    },
  };
}

export default function GloballyCustomizedOptions() {
  return (
    <ThemeProvider theme={withArrowOptions}>
      <Stack spacing={2} sx={{ width: 300, maxWidth: '100%' }}>
        <Autocomplete
          options={books}
          getOptionLabel={(book) => book.title}
          renderInput={(params) => <TextField {...params} label="Novel" />}
        />
        <Autocomplete
          options={['North', 'East', 'South', 'West']}
          renderInput={(params) => <TextField {...params} label="Direction" />}
        />
      </Stack>
    </ThemeProvider>
  );
}
