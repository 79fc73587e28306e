import * as React from 'react';
import { Badge } from '@mui/base/Badge';

// Plain CSS targeting the class names that Base UI applies by default.
const styles = `
.css-badge-max { display: flex; flex-direction: column; gap: 20px; font-size: 0.875rem; }
.css-badge-max .badges { display: flex; gap: 28px; }
.css-badge-max .controls { display: flex; gap: 8px; align-items: center; }
.css-badge-max .MuiBadge-root {
  position: relative;
  display: inline-flex;
  padding: 8px 14px;
  border-radius: 8px;
  background: #f1f5f9;
  color: #0f172a;
}
.css-badge-max .MuiBadge-badge {
  position: absolute;
  top: -8px;
  right: -10px;
  padding: 1px 6px;
  border-radius: 10px;
  background: #7c3aed;
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
  transition: transform 150ms ease;
}
.css-badge-max .MuiBadge-invisible { transform: scale(0); }
`;

export default function BadgeMaxAndZero() {
  const [count, setCount] = React.useState(12);
  const [hidden, setHidden] = React.useState(false);
  return (
    <div className="css-badge-max">
      <style>{styles}</style>
      <div className="badges">
        <Badge badgeContent={count} max={9} invisible={hidden}>
          max 9
        </Badge>
        <Badge badgeContent={count} invisible={hidden}>
          default max
        </Badge>
        <Badge badgeContent={count} showZero invisible={hidden}>
          showZero
        </Badge>
      </div>
      <div className="controls">
        <button type="button" onClick={() => setCount((c) => Math.max(0, c - 1))}>
          −1
        </button>
        <button type="button" onClick={() => setCount((c) => c + 1)}>
          +1
        </button>
        <button type="button" onClick={() => setCount(0)}>
          Reset to 0
        </button>
        <label>
          <input
            type="checkbox"
            checked={hidden}
            onChange={(event) => setHidden(event.target.checked)}
          />{' '}
          invisible
        </label>
      </div>
    </div>
  );
}
