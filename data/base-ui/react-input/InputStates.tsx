import * as React from 'react';
import { styled } from '@mui/system';
import { Input, inputClasses } from '@mui/base/Input';

const Field = styled(Input)`
  display: inline-flex;
  width: 100%;
  max-width: 240px;
  border: 1px solid #94a3b8;
  border-radius: 8px;
  &.${inputClasses.focused} {
    border-color: #2563eb;
    box-shadow: 0 0 0 3px #bfdbfe;
  }
  &.${inputClasses.error} {
    border-color: #dc2626;
  }
  &.${inputClasses.disabled} {
    border-style: dashed;
    opacity: 0.6;
  }
  & .${inputClasses.input} {
    flex: 1;
    min-width: 0;
    font: inherit;
    font-size: 0.875rem;
    padding: 8px 12px;
    border: none;
    background: transparent;
    color: inherit;
    outline: none;
  }
`;

export default function InputStates() {
  const id = React.useId();
  const [code, setCode] = React.useState('AB-12');
  const invalid = !/^[A-Z]{2}-\d{3}$/.test(code);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, fontSize: 14 }}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        <label htmlFor={`${id}-code`}>Voucher code (two letters, a dash, three digits)</label>
        <Field
          id={`${id}-code`}
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          error={invalid}
          slotProps={{ input: { 'aria-invalid': invalid, 'aria-describedby': `${id}-hint` } }}
        />
        <span id={`${id}-hint`}>{invalid ? 'Not a valid code yet.' : 'Looks good.'}</span>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        <label htmlFor={`${id}-plan`}>Plan</label>
        <Field id={`${id}-plan`} value="Team (managed by your admin)" disabled />
      </div>
    </div>
  );
}
