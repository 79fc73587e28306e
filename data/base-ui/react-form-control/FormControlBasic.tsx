import * as React from 'react';
import { styled } from '@mui/system';
import { FormControl, formControlClasses, useFormControlContext } from '@mui/base/FormControl';
import { Input, inputClasses } from '@mui/base/Input';

const Root = styled(FormControl)`
  display: flex;
  flex-direction: column;
  gap: 4px;
  width: 280px;
  font-size: 0.875rem;
  & .${inputClasses.input} {
    width: 100%;
    box-sizing: border-box;
    font: inherit;
    padding: 8px 12px;
    border: 1px solid #cbd5e1;
    border-radius: 8px;
    outline: none;
  }
  &.${formControlClasses.focused} .${inputClasses.input} {
    border-color: #2563eb;
    box-shadow: 0 0 0 3px #bfdbfe;
  }
`;

function Label({ children }: { children: React.ReactNode }) {
  const state = useFormControlContext();
  return (
    <label htmlFor="fc-username" style={{ fontWeight: 600 }}>
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
  return <span style={{ color: '#b91c1c' }}>Please choose a user name.</span>;
}

export default function FormControlBasic() {
  return (
    <Root required defaultValue="">
      <Label>User name</Label>
      <Input id="fc-username" placeholder="ada_l" />
      <HelperText />
    </Root>
  );
}
