import * as React from 'react';
import { Popper } from '@mui/base/Popper';
import type { PopperPlacementType } from '@mui/base/Popper';

const placements: PopperPlacementType[] = [
  'top',
  'right',
  'bottom',
  'left',
  'top-start',
  'bottom-end',
];

export default function PopperPlacement() {
  const [anchor, setAnchor] = React.useState<HTMLDivElement | null>(null);
  const [placement, setPlacement] = React.useState<PopperPlacementType>('top');
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 48,
        fontSize: 14,
      }}
    >
      <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap', justifyContent: 'center' }}>
        {placements.map((item) => (
          <button
            key={item}
            type="button"
            aria-pressed={item === placement}
            onClick={() => setPlacement(item)}
          >
            {item}
          </button>
        ))}
      </div>
      <div
        ref={setAnchor}
        style={{ padding: '16px 28px', border: '2px dashed #94a3b8', borderRadius: 8 }}
      >
        Anchor
      </div>
      <Popper
        open={anchor !== null}
        anchorEl={anchor}
        placement={placement}
        modifiers={[{ name: 'offset', options: { offset: [0, 8] } }]}
      >
        <div
          style={{
            padding: '6px 10px',
            borderRadius: 6,
            background: '#7c3aed',
            color: '#fff',
            zIndex: 1,
          }}
        >
          {placement}
        </div>
      </Popper>
    </div>
  );
}
