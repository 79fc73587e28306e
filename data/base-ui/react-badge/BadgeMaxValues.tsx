import { styled } from '@mui/system';
import { Badge, badgeClasses } from '@mui/base/Badge';

const CountBadge = styled(Badge)`
  position: relative;
  display: inline-flex;
  padding: 8px 12px;
  border: 1px solid #94a3b8;
  border-radius: 8px;
  font-size: 0.875rem;
  & .${badgeClasses.badge} {
    position: absolute;
    top: -10px;
    right: -12px;
    padding: 1px 6px;
    border-radius: 10px;
    background: #be123c;
    color: #fff;
    font-size: 0.75rem;
    font-weight: 700;
  }
`;

export default function BadgeMaxValues() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 36 }}>
      <CountBadge badgeContent={100}>100, max 99</CountBadge>
      <CountBadge badgeContent={1000} max={999}>
        1000, max 999
      </CountBadge>
      <CountBadge badgeContent={42} max={999}>
        42, max 999
      </CountBadge>
    </div>
  );
}
