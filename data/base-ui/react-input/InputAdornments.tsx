import * as React from 'react';
import { styled } from '@mui/system';
import { Input, inputClasses } from '@mui/base/Input';

const Field = styled(Input)`
  display: inline-flex;
  align-items: center;
  width: 300px;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  background: #fff;
  color: #64748b;
  font-size: 0.875rem;
  &.${inputClasses.focused} {
    border-color: #2563eb;
    box-shadow: 0 0 0 3px #bfdbfe;
  }
  &.${inputClasses.adornedStart} {
    padding-left: 12px;
  }
  & .${inputClasses.input} {
    flex: 1;
    min-width: 0;
    font: inherit;
    padding: 8px 12px;
    border: none;
    background: transparent;
    color: #0f172a;
    outline: none;
  }
`;

const ToggleButton = styled('button')`
  font: inherit;
  font-size: 0.75rem;
  margin-right: 6px;
  padding: 4px 8px;
  border: none;
  border-radius: 6px;
  background: #f1f5f9;
  color: #0f172a;
  cursor: pointer;
`;

export default function InputAdornments() {
  const [visible, setVisible] = React.useState(false);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Field
        startAdornment="https://"
        placeholder="example.com"
        slotProps={{ input: { 'aria-label': 'Website' } }}
      />
      <Field
        type={visible ? 'text' : 'password'}
        placeholder="Password"
        slotProps={{ input: { 'aria-label': 'Password' } }}
        endAdornment={
          <ToggleButton type="button" onClick={() => setVisible((v) => !v)} aria-pressed={visible}>
            {visible ? 'Hide' : 'Show'}
          </ToggleButton>
        }
      />
    </div>
  );
}
