import * as React from 'react';
import { styled } from '@mui/system';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';

const Scroller = styled('div')`
  position: relative;
  height: 160px;
  max-width: 320px;
  overflow: auto;
  padding: 12px;
  border: 1px solid #94a3b8;
  border-radius: 10px;
  font-size: 0.875rem;
`;

const Hint = styled('div')`
  padding: 6px 10px;
  border-radius: 8px;
  background: #065f46;
  color: #fff;
`;

export default function PopupDisablePortal() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  return (
    <Scroller>
      <p style={{ marginTop: 0 }}>Scroll this box: the hint stays beside its button.</p>
      <button
        type="button"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(anchor ? null : event.currentTarget)}
      >
        Show hint
      </button>
      <Popup open={anchor !== null} anchor={anchor} placement="right" offset={8} disablePortal>
        <Hint>Rendered inside the box</Hint>
      </Popup>
      <div style={{ height: 240 }} />
    </Scroller>
  );
}
