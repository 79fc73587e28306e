import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';

// Plain CSS targeting the class names that Base UI applies by default.
const styles = `
.css-number-controlled { display: flex; flex-direction: column; gap: 8px; }
.css-number-controlled .value { font-size: 0.875rem; }
.css-number-controlled .MuiNumberInput-root { display: inline-flex; align-items: center; gap: 8px; }
.css-number-controlled .MuiNumberInput-input {
  width: 56px;
  font: inherit;
  text-align: center;
  padding: 6px;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  background: #fff;
  color: #0f172a;
}
.css-number-controlled .MuiNumberInput-input:focus { outline: 3px solid #bfdbfe; border-color: #2563eb; }
.css-number-controlled .MuiNumberInput-incrementButton { order: 1; }
.css-number-controlled .MuiNumberInput-root button {
  width: 32px;
  height: 32px;
  font: inherit;
  font-weight: 700;
  border: 1px solid #cbd5e1;
  border-radius: 50%;
  background: #fff;
  color: #0f172a;
  cursor: pointer;
}
.css-number-controlled .MuiNumberInput-root button:disabled { color: #cbd5e1; cursor: not-allowed; }
`;

export default function NumberInputControlled() {
  const [value, setValue] = React.useState<number | undefined>(4);
  return (
    <div className="css-number-controlled">
      <style>{styles}</style>
      <NumberInput
        min={0}
        max={20}
        step={2}
        value={value}
        onChange={(_event, newValue) => setValue(newValue)}
        slotProps={{
          input: { 'aria-label': 'Even number between 0 and 20' },
          incrementButton: { children: '+', 'aria-label': 'Add 2' },
          decrementButton: { children: '−', 'aria-label': 'Subtract 2' },
        }}
      />
      <span className="value">Value: {value ?? 'empty'}</span>
    </div>
  );
}
