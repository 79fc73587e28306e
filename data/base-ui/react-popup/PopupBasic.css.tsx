import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';

// Plain CSS targeting the class names that Base UI applies by default.
// MuiPopup-root is portalled to the body, so it gets its own scoping class.
const styles = `
.css-popup-trigger {
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  padding: 8px 14px;
  border: 1px solid #1d4ed8;
  border-radius: 8px;
  background: #2563eb;
  color: #fff;
  cursor: pointer;
}
.css-popup.MuiPopup-root.Mui-open .card {
  width: 240px;
  padding: 12px 14px;
  border: 1px solid #e2e8f0;
  border-radius: 10px;
  background: #fff;
  color: #0f172a;
  font-size: 0.875rem;
  box-shadow: 0 8px 24px rgb(15 23 42 / 0.15);
}
`;

export default function PopupBasic() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const open = Boolean(anchor);
  return (
    <div>
      <style>{styles}</style>
      <button
        type="button"
        className="css-popup-trigger"
        aria-describedby={open ? 'popup-basic-css' : undefined}
        onClick={(event) => setAnchor(anchor ? null : event.currentTarget)}
      >
        Shipping details
      </button>
      <Popup
        id="popup-basic-css"
        open={open}
        anchor={anchor}
        placement="bottom-start"
        offset={6}
        className="css-popup"
      >
        <div className="card">
          Orders placed before 2 p.m. ship the same day. Returns are free for 30 days.
        </div>
      </Popup>
    </div>
  );
}
