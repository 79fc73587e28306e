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

// Plain CSS. The popper is portalled to the body, so it gets its own scoping class.
const styles = `
.css-popper-placement {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 48px;
  font-size: 0.875rem;
}
.css-popper-placement .choices { display: flex; gap: 6px; flex-wrap: wrap; justify-content: center; }
.css-popper-placement .anchor { padding: 16px 28px; border: 2px dashed #94a3b8; border-radius: 8px; }
.css-popper-placement-popup .tip {
  padding: 6px 10px;
  border-radius: 6px;
  background: #7c3aed;
  color: #fff;
  font-size: 0.875rem;
}
`;

export default function PopperPlacement() {
  const [anchor, setAnchor] = React.useState<HTMLDivElement | null>(null);
  const [placement, setPlacement] = React.useState<PopperPlacementType>('top');
  return (
    <div className="css-popper-placement">
      <style>{styles}</style>
      <div className="choices">
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
      <div ref={setAnchor} className="anchor">
        Anchor
      </div>
      <Popper
        open={anchor !== null}
        anchorEl={anchor}
        placement={placement}
        modifiers={[{ name: 'offset', options: { offset: [0, 8] } }]}
        className="css-popper-placement-popup"
      >
        <div className="tip">{placement}</div>
      </Popper>
    </div>
  );
}
