import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';

// Plain CSS targeting the class names that Base UI applies by default.
const styles = `
.css-fc .MuiFormControl-root { display: flex; flex-direction: column; gap: 4px; width: 280px; font-size: 0.875rem; }
.css-fc label { font-weight: 600; }
.css-fc .MuiInput-input {
  width: 100%;
  box-sizing: border-box;
  font: inherit;
  padding: 8px 12px;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  outline: none;
}
.css-fc .MuiFormControl-root.Mui-focused .MuiInput-input { border-color: #2563eb; box-shadow: 0 0 0 3px #bfdbfe; }
.css-fc .helper { color: #b91c1c; }
`;

function Label({ children }: { children: React.ReactNode }) {
  const state = useFormControlContext();
  return (
    <label htmlFor="fc-username-css">
      {children}
      {state?.required ? <span aria-hidden> *</span> : null}
    </label>
  );
}

function HelperText() {
  const state = useFormControlContext();
  const [touched, setTouched] = React.useState(false);
  React.useEffect(() => {
    if (state?.focused) {
      setTouched(true);
    }
  }, [state?.focused]);
  if (!state || !touched || state.focused || state.filled) {
    return null;
  }
  return <span className="helper">Please choose a user name.</span>;
}

export default function FormControlBasic() {
  return (
    <div className="css-fc">
      <style>{styles}</style>
      <FormControl required defaultValue="">
        <Label>User name</Label>
        <Input id="fc-username-css" placeholder="ada_l" />
        <HelperText />
      </FormControl>
    </div>
  );
}
