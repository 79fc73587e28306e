import * as React from 'react';
import { FormControl } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';

// Plain CSS. FormControl puts Mui-focused and Mui-error on its root, so the field follows them.
const styles = `
.css-fc-render { display: flex; flex-direction: column; gap: 6px; width: 280px; font-size: 0.875rem; }
.css-fc-render .MuiInput-input {
  font: inherit;
  padding: 8px 12px;
  border-radius: 8px;
  border: 2px solid #cbd5e1;
  background: #fff;
  color: #0f172a;
  outline: none;
}
.css-fc-render.Mui-focused .MuiInput-input { border-color: #2563eb; }
.css-fc-render.Mui-error .MuiInput-input { border-color: #dc2626; }
.css-fc-render .state { color: #64748b; }
.css-fc-render.Mui-error .state { color: #b91c1c; }
[data-mui-color-scheme='dark'] .css-fc-render .state { color: #94a3b8; }
[data-mui-color-scheme='dark'] .css-fc-render.Mui-error .state { color: #f87171; }
`;

export default function FormControlRenderProp() {
  const [value, setValue] = React.useState('hello');
  const id = React.useId();
  return (
    <FormControl
      value={value}
      onChange={(event) => setValue(event.target.value)}
      error={value.length > 10}
      className="css-fc-render"
    >
      {({ filled, focused, error }) => (
        <React.Fragment>
          <style>{styles}</style>
          <label htmlFor={id}>Tagline (10 characters at most)</label>
          <Input id={id} slotProps={{ input: { 'aria-describedby': `${id}-state` } }} />
          <span id={`${id}-state`} className="state">
            {error
              ? `Too long by ${value.length - 10}`
              : `filled: ${String(filled)} · focused: ${String(focused)}`}
          </span>
        </React.Fragment>
      )}
    </FormControl>
  );
}
