import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';

export default function FocusTrapEscape() {
  const [open, setOpen] = React.useState(false);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 12 }}>
      <button type="button" onClick={() => setOpen(true)} disabled={open}>
        Start editing
      </button>
      <FocusTrap open={open}>
        <div
          tabIndex={-1}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              setOpen(false);
            }
          }}
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 8,
            padding: 12,
            borderRadius: 10,
            border: `1px solid ${open ? '#2563eb' : '#94a3b8'}`,
          }}
        >
          <label style={{ fontSize: 14 }}>
            Title <input defaultValue="Quarterly plan" disabled={!open} />
          </label>
          <button type="button" disabled={!open} onClick={() => setOpen(false)}>
            Done (or press Escape)
          </button>
        </div>
      </FocusTrap>
    </div>
  );
}
