import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';

export default function FocusTrapDisableEnforced() {
  const [open, setOpen] = React.useState(false);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 12 }}>
      <button type="button" onClick={() => setOpen((prev) => !prev)}>
        {open ? 'Close panel' : 'Open panel'}
      </button>
      {open ? (
        <FocusTrap open disableEnforceFocus>
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
            <button type="button">Bold</button>
            <button type="button">Italic</button>
          </div>
        </FocusTrap>
      ) : null}
      <button type="button">A button after the panel</button>
    </div>
  );
}
