import * as React from 'react';
import { styled } from '@mui/system';
import { Badge, badgeClasses } from '@mui/base/Badge';

const DotBadge = styled(Badge)`
  position: relative;
  display: inline-flex;
  & .${badgeClasses.badge} {
    position: absolute;
    top: 2px;
    right: 2px;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: #16a34a;
    box-shadow: 0 0 0 2px #fff;
    transition: opacity 150ms;
  }
  & .${badgeClasses.invisible} {
    opacity: 0;
  }
`;

const Bell = styled('span')`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 10px;
  background: #dcfce7;
  color: #14532d;
  font-size: 20px;
`;

export default function BadgeVisibility() {
  const [online, setOnline] = React.useState(true);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 14 }}>
      {/* No badgeContent: the styles alone draw the dot, and invisible hides it. */}
      <DotBadge invisible={!online}>
        <Bell role="img" aria-label={online ? 'Sam, online' : 'Sam, offline'}>
          S
        </Bell>
      </DotBadge>
      <label>
        <input type="checkbox" checked={online} onChange={(e) => setOnline(e.target.checked)} />{' '}
        Online
      </label>
    </div>
  );
}
