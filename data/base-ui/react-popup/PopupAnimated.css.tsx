import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssTransition } from '@mui/base/Transitions';

// Plain CSS. CssTransition toggles the enter and exit classes you name; the popup is portalled
// to the body, so it gets its own scoping class.
const styles = `
.css-popup-animated .card {
  width: 220px;
  padding: 12px 14px;
  border-radius: 10px;
  background: #0f172a;
  color: #f8fafc;
  font-size: 0.875rem;
  transform-origin: top center;
  transition: opacity 180ms ease, transform 180ms ease;
}
.css-popup-animated .card.closed { opacity: 0; transform: scale(0.9) translateY(-6px); }
.css-popup-animated .card.open { opacity: 1; transform: none; }
@media (prefers-reduced-motion: reduce) {
  .css-popup-animated .card { transition-duration: 1ms; }
}
`;

export default function PopupAnimated() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <style>{styles}</style>
      <button type="button" ref={setAnchor} onClick={() => setOpen((o) => !o)} aria-expanded={open}>
        {open ? 'Close' : 'Open'} animated popup
      </button>
      <Popup open={open} anchor={anchor} offset={8} className="css-popup-animated">
        <CssTransition
          className="card"
          enterClassName="open"
          exitClassName="closed"
          lastTransitionedPropertyOnExit="transform"
        >
          Popup keeps this card mounted until its exit transition has finished.
        </CssTransition>
      </Popup>
    </div>
  );
}
