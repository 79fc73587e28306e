import { styled } from '@mui/system';
import { Badge, badgeClasses } from '@mui/base/Badge';

const TagBadge = styled(Badge)`
  position: relative;
  display: inline-flex;
  & .${badgeClasses.badge} {
    position: absolute;
    top: -8px;
    right: -8px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 18px;
    height: 18px;
    padding: 0 5px;
    box-sizing: border-box;
    border-radius: 9px;
    background: #0369a1;
    color: #fff;
    font-size: 0.6875rem;
    font-weight: 700;
  }
`;

const Avatar = styled('span')`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: #e0f2fe;
  color: #0c4a6e;
  font-weight: 700;
`;

export default function BadgeContentKinds() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 32 }}>
      <TagBadge badgeContent={7}>
        <Avatar role="img" aria-label="Ada, 7 messages">
          AL
        </Avatar>
      </TagBadge>
      <TagBadge badgeContent="PRO">
        <Avatar role="img" aria-label="Grace, pro member">
          GH
        </Avatar>
      </TagBadge>
      <TagBadge badgeContent={<span aria-hidden>✓</span>}>
        <Avatar role="img" aria-label="Alan, verified">
          AT
        </Avatar>
      </TagBadge>
    </div>
  );
}
