import * as React from 'react';
import { styled } from '@mui/system';
import { Button, buttonClasses } from '@mui/base/Button';

const OutlinedButton = styled(Button)`
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  padding: 8px 16px;
  border-radius: 8px;
  border: 1px solid #94a3b8;
  background: #fff;
  color: #0f172a;
  cursor: pointer;

  &.${buttonClasses.focusVisible} {
    outline: 3px solid #93c5fd;
  }

  &.${buttonClasses.disabled} {
    color: #94a3b8;
    border-style: dashed;
    cursor: not-allowed;
  }
`;

export default function UnstyledButtonsDisabledFocusable() {
  const [clicks, setClicks] = React.useState(0);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <OutlinedButton onClick={() => setClicks((c) => c + 1)}>Enabled</OutlinedButton>
        <OutlinedButton disabled focusableWhenDisabled onClick={() => setClicks((c) => c + 1)}>
          Disabled, focusable
        </OutlinedButton>
        <OutlinedButton disabled>Disabled</OutlinedButton>
      </div>
      <span style={{ fontSize: 14 }}>
        Clicks counted: {clicks}. Press Tab to see which buttons receive focus.
      </span>
    </div>
  );
}
