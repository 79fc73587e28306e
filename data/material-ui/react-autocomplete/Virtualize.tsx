import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const ROW_HEIGHT = 36;
const VISIBLE_ROWS = 8;
const OVERSCAN = 4;

// Ten thousand generated codes: far too many to mount as list items at once.
const codes = Array.from(
  { length: 10000 },
  (_, index) => `SKU-${String(index + 1).padStart(5, '0')}`,
);

/**
 * A listbox that mounts only the options in view (and a few around them), positioned inside a
 * spacer as tall as the whole list.
 */
const VirtualListbox = React.forwardRef<HTMLUListElement, React.HTMLAttributes<HTMLElement>>(
  function VirtualListbox(props, ref) {
    const { children, style, ...other } = props;
    const items = React.Children.toArray(children);
    const [scrollTop, setScrollTop] = React.useState(0);
    const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
    const last = Math.min(items.length, first + VISIBLE_ROWS + OVERSCAN * 2);

    return (
      <ul
        ref={ref}
        {...other}
        style={{ ...style, maxHeight: ROW_HEIGHT * VISIBLE_ROWS, overflow: 'auto', padding: 0 }}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      >
        <li aria-hidden style={{ height: first * ROW_HEIGHT, listStyle: 'none' }} />
        {items.slice(first, last)}
        <li aria-hidden style={{ height: (items.length - last) * ROW_HEIGHT, listStyle: 'none' }} />
      </ul>
    );
  },
);

export default function Virtualize() {
  return (
    <Autocomplete
      sx={{ width: 300, maxWidth: '100%' }}
      disableListWrap
      options={codes}
      ListboxComponent={VirtualListbox}
      renderOption={(props, code) => {
        const { key, ...optionProps } = props as React.HTMLAttributes<HTMLLIElement> & {
          key: React.Key;
        };
        return (
          <li key={key} {...optionProps} style={{ height: ROW_HEIGHT, minHeight: ROW_HEIGHT }}>
            {code}
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label="10,000 product codes" />}
    />
  );
}
