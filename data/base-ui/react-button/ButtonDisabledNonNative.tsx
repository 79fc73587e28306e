import * as React from 'react';
import { styled } from '@mui/system';
import { Button, buttonClasses } from '@mui/base/Button';

const ToolButton = styled(Button)`
  display: inline-block;
  font-size: 0.875rem;
  padding: 6px 12px;
  border-radius: 6px;
  border: 1px solid #94a3b8;
  cursor: pointer;
  &.${buttonClasses.focusVisible} {
    outline: 3px solid #93c5fd;
  }
  &.${buttonClasses.disabled} {
    border-style: dashed;
    color: #64748b;
    cursor: not-allowed;
  }
`;

export default function ButtonDisabledNonNative() {
  const [canPaste, setCanPaste] = React.useState(false);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
      {/* A span root gets role="button"; disabled then means aria-disabled, and focus stays. */}
      <ToolButton slots={{ root: 'span' }} onClick={() => setCanPaste(true)}>
        Copy
      </ToolButton>
      <ToolButton
        slots={{ root: 'span' }}
        disabled={!canPaste}
        focusableWhenDisabled
        onClick={() => setCanPaste(false)}
      >
        Paste
      </ToolButton>
      <span style={{ fontSize: 14 }}>{canPaste ? 'Clipboard has text' : 'Clipboard is empty'}</span>
    </div>
  );
}
