import * as React from 'react';
import { Input } from '@mui/base/Input';

// Plain CSS targeting the class names that Base UI applies by default.
const styles = `
.css-input-adorn { display: flex; flex-direction: column; gap: 12px; }
.css-input-adorn .MuiInput-root {
  display: inline-flex;
  align-items: center;
  width: 300px;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  background: #fff;
  color: #64748b;
  font-size: 0.875rem;
}
.css-input-adorn .MuiInput-root.Mui-focused { border-color: #2563eb; box-shadow: 0 0 0 3px #bfdbfe; }
.css-input-adorn .MuiInput-adornedStart { padding-left: 12px; }
.css-input-adorn .MuiInput-input {
  flex: 1;
  min-width: 0;
  font: inherit;
  padding: 8px 12px;
  border: none;
  background: transparent;
  color: #0f172a;
  outline: none;
}
.css-input-adorn .toggle {
  font: inherit;
  font-size: 0.75rem;
  margin-right: 6px;
  padding: 4px 8px;
  border: none;
  border-radius: 6px;
  background: #f1f5f9;
  color: #0f172a;
  cursor: pointer;
}
`;

export default function InputAdornments() {
  const [visible, setVisible] = React.useState(false);
  return (
    <div className="css-input-adorn">
      <style>{styles}</style>
      <Input
        startAdornment="https://"
        placeholder="example.com"
        slotProps={{ input: { 'aria-label': 'Website' } }}
      />
      <Input
        type={visible ? 'text' : 'password'}
        placeholder="Password"
        slotProps={{ input: { 'aria-label': 'Password' } }}
        endAdornment={
          <button
            type="button"
            className="toggle"
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
          >
            {visible ? 'Hide' : 'Show'}
          </button>
        }
      />
    </div>
  );
}
