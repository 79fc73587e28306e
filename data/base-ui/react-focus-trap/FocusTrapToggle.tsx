import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';

export default function FocusTrapToggle() {
  const [trapped, setTrapped] = React.useState(false);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, fontSize: 14 }}>
      <FocusTrap open={trapped} disableRestoreFocus>
        <div
          tabIndex={-1}
          style={{
            display: 'flex',
            gap: 8,
            alignItems: 'center',
            padding: 12,
            borderRadius: 10,
            background: trapped ? '#fef3c7' : '#f1f5f9',
          }}
        >
          <label>
            <input
              type="checkbox"
              checked={trapped}
              onChange={(event) => setTrapped(event.target.checked)}
            />{' '}
            Trap focus here
          </label>
          <button type="button">First</button>
          <button type="button">Second</button>
        </div>
      </FocusTrap>
      <button type="button">Outside the trap</button>
    </div>
  );
}
