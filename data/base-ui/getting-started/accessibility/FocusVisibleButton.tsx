import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';

const RingButton = styled(Button)`
  font: inherit;
  padding: 8px 16px;
  border-radius: 8px;
  border: 1px solid #0b6bcb;
  background: #0b6bcb;
  color: #fff;
  cursor: pointer;
  outline: none;

  &.Mui-focusVisible {
    box-shadow:
      0 0 0 3px #fff,
      0 0 0 6px #0b6bcb;
  }
`;

export default function FocusVisibleButton() {
  const [count, setCount] = React.useState(0);
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <RingButton onClick={() => setCount((value) => value + 1)}>Save draft</RingButton>
      <span>Saved {count} times</span>
    </div>
  );
}
