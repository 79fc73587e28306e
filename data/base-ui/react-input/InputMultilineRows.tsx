import * as React from 'react';
import { styled } from '@mui/system';
import { Input, inputClasses } from '@mui/base/Input';

const Notes = styled(Input)`
  width: 100%;
  max-width: 320px;
  border: 1px solid #94a3b8;
  border-radius: 8px;
  &.${inputClasses.focused} {
    border-color: #2563eb;
  }
  & textarea {
    box-sizing: border-box;
    width: 100%;
    font: inherit;
    font-size: 0.875rem;
    line-height: 1.5;
    padding: 8px 12px;
    border: none;
    background: transparent;
    color: inherit;
    outline: none;
    resize: vertical;
  }
`;

export default function InputMultilineRows() {
  const id = React.useId();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4, fontSize: 14 }}>
      <label htmlFor={id}>Delivery notes</label>
      {/* multiline with rows: a native textarea of fixed height, which the reader may resize. */}
      <Notes id={id} multiline rows={3} placeholder="Leave the parcel at the back door" />
    </div>
  );
}
