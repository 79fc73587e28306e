import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';

// ClickAwayListener renders no element, so the styles target the wrapped elements.
const styles = `
.css-clickaway { position: relative; display: inline-block; font-size: 0.875rem; }
.css-clickaway .panel {
  position: absolute;
  top: calc(100% + 6px);
  left: 0;
  z-index: 1;
  width: 220px;
  padding: 12px;
  border: 1px solid #e2e8f0;
  border-radius: 10px;
  background: #fff;
  box-shadow: 0 8px 24px rgb(15 23 42 / 0.12);
}
`;

export default function ClickAwayListenerBasic() {
  const [open, setOpen] = React.useState(false);
  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <div className="css-clickaway">
        <style>{styles}</style>
        <button type="button" onClick={() => setOpen((prev) => !prev)} aria-expanded={open}>
          Show filters
        </button>
        {open ? (
          <div className="panel">
            Clicks inside this panel keep it open. Click anywhere else on the page to close it.
          </div>
        ) : null}
      </div>
    </ClickAwayListener>
  );
}
