import * as React from 'react';
import { styled } from '@mui/system';
import { Badge, badgeClasses } from '@mui/base/Badge';

const CountBadge = styled(Badge)`
  position: relative;
  display: inline-flex;
  padding: 8px 14px;
  border-radius: 8px;
  background: #f1f5f9;
  color: #0f172a;
  font-size: 0.875rem;
  & .${badgeClasses.badge} {
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
  & .${badgeClasses.invisible} {
    transform: scale(0);
  }
`;

export default function BadgeMaxAndZero() {
  const [count, setCount] = React.useState(12);
  const [hidden, setHidden] = React.useState(false);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 20, fontSize: 14 }}>
      <div style={{ display: 'flex', gap: 28 }}>
        <CountBadge badgeContent={count} max={9} invisible={hidden}>
          max 9
        </CountBadge>
        <CountBadge badgeContent={count} invisible={hidden}>
          default max
        </CountBadge>
        <CountBadge badgeContent={count} showZero invisible={hidden}>
          showZero
        </CountBadge>
      </div>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
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
