import * as React from 'react';
import { Popper } from '@mui/base/Popper';

// Plain CSS targeting the class names that Base UI applies by default.
// MuiPopper-root is portalled to the body, so it gets its own scoping class.
const styles = `
.css-popper.MuiPopper-root { z-index: 1; }
.css-popper .bubble {
  max-width: 220px;
  margin: 8px;
  padding: 8px 12px;
  border-radius: 8px;
  background: #0f172a;
  color: #f8fafc;
  font-size: 0.8125rem;
}
`;

export default function PopperBasic() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const open = Boolean(anchor);
  return (
    <div>
      <style>{styles}</style>
      <button
        type="button"
        aria-describedby={open ? 'popper-basic-css' : undefined}
        onClick={(event) => setAnchor(anchor ? null : event.currentTarget)}
      >
        {open ? 'Hide hint' : 'Show hint'}
      </button>
      <Popper
        id="popper-basic-css"
        open={open}
        anchorEl={anchor}
        placement="bottom-start"
        className="css-popper"
      >
        <div className="bubble">Hints stay next to their button when the page scrolls.</div>
      </Popper>
    </div>
  );
}
