import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';

export default function FocusTrapLazy() {
  const [open, setOpen] = React.useState(false);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 12 }}>
      <button type="button" onClick={() => setOpen((prev) => !prev)}>
        {open ? 'Release the trap' : 'Arm the trap'}
      </button>
      {/* disableAutoFocus: focus stays on the button until the user tabs into the box. */}
      <FocusTrap open={open} disableAutoFocus>
        <div
          tabIndex={-1}
          style={{
            display: 'flex',
            gap: 8,
            padding: 12,
            borderRadius: 10,
            border: '1px solid #94a3b8',
          }}
        >
          <button type="button">Inside one</button>
          <button type="button">Inside two</button>
        </div>
      </FocusTrap>
    </div>
  );
}
