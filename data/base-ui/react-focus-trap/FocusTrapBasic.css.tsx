import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';

// FocusTrap renders no styled element of its own, so the styles target the trapped box.
const styles = `
.css-trap { display: flex; flex-direction: column; gap: 12px; align-items: flex-start; }
.css-trap .trapped {
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: 260px;
  padding: 16px;
  border: 2px solid #2563eb;
  border-radius: 10px;
  font-size: 0.875rem;
}
.css-trap .trapped:focus { outline: 3px solid #bfdbfe; }
`;

export default function FocusTrapBasic() {
  const [open, setOpen] = React.useState(false);
  return (
    <div className="css-trap">
      <style>{styles}</style>
      <button type="button" onClick={() => setOpen(true)}>
        Open trapped form
      </button>
      {open ? (
        <FocusTrap open>
          <div tabIndex={-1} className="trapped">
            <label>
              Email <input type="email" />
            </label>
            <label>
              <input type="checkbox" /> Remember me
            </label>
            <button type="button" onClick={() => setOpen(false)}>
              Close
            </button>
          </div>
        </FocusTrap>
      ) : null}
    </div>
  );
}
