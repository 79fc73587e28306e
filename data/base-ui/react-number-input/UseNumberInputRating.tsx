import * as React from 'react';
import LocalCafe from '@mui/icons-material/LocalCafe';
import { unstable_useNumberInput as useNumberInput } from '@mui/base/unstable_useNumberInput';

// The hook does not require an input to show: here the value is drawn as a row of cups.
export default function UseNumberInputRating() {
  const id = React.useId();
  const { getRootProps, getInputProps, getIncrementButtonProps, getDecrementButtonProps, value } =
    useNumberInput({ defaultValue: 2, min: 0, max: 5, inputId: id });
  const cups = typeof value === 'number' ? value : 0;
  return (
    <div
      {...getRootProps()}
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, fontSize: 14 }}
    >
      <label htmlFor={id}>Coffees today</label>
      <button type="button" {...getDecrementButtonProps()} aria-label="One coffee fewer">
        −
      </button>
      <input {...getInputProps()} style={{ width: 40, textAlign: 'center' }} />
      <button type="button" {...getIncrementButtonProps()} aria-label="One coffee more">
        +
      </button>
      <span aria-hidden style={{ display: 'inline-flex', color: '#92400e' }}>
        {[1, 2, 3, 4, 5].map((n) => (
          <LocalCafe key={n} fontSize="small" style={{ opacity: n <= cups ? 1 : 0.25 }} />
        ))}
      </span>
    </div>
  );
}
