import * as React from 'react';
import { styled } from '@mui/system';
import { FormControl, formControlClasses } from '@mui/base/FormControl';
import { Input, inputClasses } from '@mui/base/Input';

const Field = styled(FormControl)`
  display: flex;
  flex-direction: column;
  gap: 4px;
  width: 100%;
  max-width: 280px;
  font-size: 0.875rem;
  & .${inputClasses.input} {
    width: 100%;
    box-sizing: border-box;
    font: inherit;
    padding: 8px 12px;
    border: 1px solid #94a3b8;
    border-radius: 8px;
  }
  &.${formControlClasses.error} .${inputClasses.input} {
    border-color: #dc2626;
  }
  &.${formControlClasses.disabled} {
    opacity: 0.6;
  }
`;

export default function FormControlStates() {
  const id = React.useId();
  const [error, setError] = React.useState(true);
  const [disabled, setDisabled] = React.useState(false);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, fontSize: 14 }}>
        <label>
          <input type="checkbox" checked={error} onChange={(e) => setError(e.target.checked)} />{' '}
          error
        </label>
        <label>
          <input
            type="checkbox"
            checked={disabled}
            onChange={(e) => setDisabled(e.target.checked)}
          />{' '}
          disabled
        </label>
      </div>
      {/* The FormControl holds the state; the Input inside reads it from context. */}
      <Field error={error} disabled={disabled} defaultValue="ada@example">
        <label htmlFor={`${id}-email`}>Email</label>
        <Input id={`${id}-email`} />
      </Field>
    </div>
  );
}
