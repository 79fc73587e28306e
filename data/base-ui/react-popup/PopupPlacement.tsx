import * as React from 'react';
import { styled } from '@mui/system';
import {
  Unstable_Popup as Popup,
  type PopupPlacement as Placement,
} from '@mui/base/Unstable_Popup';

const Anchor = styled('div')`
  display: grid;
  place-items: center;
  width: 120px;
  height: 56px;
  margin: 56px auto;
  border: 2px dashed #64748b;
  border-radius: 10px;
  font-size: 0.875rem;
`;

const Bubble = styled('div')`
  padding: 6px 10px;
  border-radius: 8px;
  background: #4c1d95;
  color: #fff;
  font-size: 0.8125rem;
`;

const placements: Placement[] = ['top', 'right', 'bottom', 'left', 'top-start', 'bottom-end'];

export default function PopupPlacement() {
  const [anchor, setAnchor] = React.useState<HTMLDivElement | null>(null);
  const [placement, setPlacement] = React.useState<Placement>('top');
  return (
    <div style={{ width: '100%' }}>
      <div
        role="group"
        aria-label="Placement"
        style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}
      >
        {placements.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={placement === value}
            onClick={() => setPlacement(value)}
          >
            {value}
          </button>
        ))}
      </div>
      <Anchor ref={setAnchor}>Anchor</Anchor>
      <Popup open={anchor !== null} anchor={anchor} placement={placement} offset={8} disablePortal>
        <Bubble>{placement}</Bubble>
      </Popup>
    </div>
  );
}
