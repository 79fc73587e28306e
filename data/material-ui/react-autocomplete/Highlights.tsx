import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { books } from './books';

/** Splits a label into the parts that match the typed text and the parts that do not. */
function splitByMatch(label: string, typed: string): { text: string; match: boolean }[] {
  const query = typed.trim().toLowerCase();
  if (!query) return [{ text: label, match: false }];
  const parts: { text: string; match: boolean }[] = [];
  let from = 0;
  let at = label.toLowerCase().indexOf(query);
  while (at !== -1) {
    if (at > from) parts.push({ text: label.slice(from, at), match: false });
    parts.push({ text: label.slice(at, at + query.length), match: true });
    from = at + query.length;
    at = label.toLowerCase().indexOf(query, from);
  }
  if (from < label.length) parts.push({ text: label.slice(from), match: false });
  return parts;
}

export default function Highlights() {
  return (
    <Autocomplete
      sx={{ width: 300, maxWidth: '100%' }}
      options={books}
      getOptionLabel={(book) => book.title}
      renderOption={(props, book, { inputValue }) => {
        const { key, ...optionProps } = props as React.HTMLAttributes<HTMLLIElement> & {
          key: React.Key;
        };
        return (
          <li key={key} {...optionProps}>
            <span>
              {splitByMatch(book.title, inputValue).map((part, index) => (
                <span key={index} style={{ fontWeight: part.match ? 700 : 400 }}>
                  {part.text}
                </span>
              ))}
            </span>
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label="Novel" />}
    />
  );
}
