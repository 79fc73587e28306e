import { styled } from '@mui/system';
import { Badge, badgeClasses } from '@mui/base/Badge';

const StyledBadge = styled(Badge)`
  position: relative;
  display: inline-flex;

  & .${badgeClasses.badge} {
    position: absolute;
    top: 0;
    right: 0;
    z-index: 1;
    min-width: 20px;
    height: 20px;
    padding: 0 6px;
    box-sizing: border-box;
    transform: translate(50%, -50%);
    border-radius: 10px;
    background: #dc2626;
    color: #fff;
    font-size: 0.75rem;
    font-weight: 700;
    line-height: 20px;
    text-align: center;
  }

  & .${badgeClasses.invisible} {
    display: none;
  }
`;

const Tile = styled('span')`
  display: inline-block;
  width: 44px;
  height: 44px;
  border-radius: 10px;
  background: #e2e8f0;
`;

export default function UnstyledBadge() {
  return (
    <div style={{ display: 'flex', gap: 32 }}>
      <StyledBadge badgeContent={4}>
        <Tile aria-label="Inbox, 4 new messages" role="img" />
      </StyledBadge>
      <StyledBadge badgeContent="new">
        <Tile aria-label="Updates, new items" role="img" />
      </StyledBadge>
    </div>
  );
}
