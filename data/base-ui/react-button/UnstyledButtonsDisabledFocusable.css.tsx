import * as React from 'react';
import { Button } from '@mui/base/Button';

// Plain CSS targeting the class names that Base UI applies by default.
const styles = `
.css-button-focusable { display: flex; flex-direction: column; gap: 12px; align-items: flex-start; }
.css-button-focusable .row { display: flex; flex-wrap: wrap; gap: 12px; }
.css-button-focusable .hint { font-size: 0.875rem; }
.css-button-focusable .MuiButton-root {
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  padding: 8px 16px;
  border-radius: 8px;
  border: 1px solid #94a3b8;
  background: #fff;
  color: #0f172a;
  cursor: pointer;
}
.css-button-focusable .MuiButton-root.Mui-focusVisible { outline: 3px solid #93c5fd; }
.css-button-focusable .MuiButton-root.Mui-disabled {
  color: #94a3b8;
  border-style: dashed;
  cursor: not-allowed;
}
`;

export default function UnstyledButtonsDisabledFocusable() {
  const [clicks, setClicks] = React.useState(0);
  return (
    <div className="css-button-focusable">
      <style>{styles}</style>
      <div className="row">
        <Button onClick={() => setClicks((c) => c + 1)}>Enabled</Button>
        <Button disabled focusableWhenDisabled onClick={() => setClicks((c) => c + 1)}>
          Disabled, focusable
        </Button>
        <Button disabled>Disabled</Button>
      </div>
      <span className="hint">
        Clicks counted: {clicks}. Press Tab to see which buttons receive focus.
      </span>
    </div>
  );
}
