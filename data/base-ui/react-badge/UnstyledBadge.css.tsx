import { Badge } from '@mui/base/Badge';

// Plain CSS targeting the class names that Base UI applies by default.
const styles = `
.css-badge { display: flex; gap: 32px; }
.css-badge .MuiBadge-root { position: relative; display: inline-flex; }
.css-badge .MuiBadge-badge {
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
.css-badge .MuiBadge-invisible { display: none; }
.css-badge .tile { display: inline-block; width: 44px; height: 44px; border-radius: 10px; background: #e2e8f0; }
`;

export default function UnstyledBadge() {
  return (
    <div className="css-badge">
      <style>{styles}</style>
      <Badge badgeContent={4}>
        <span className="tile" aria-label="Inbox, 4 new messages" role="img" />
      </Badge>
      <Badge badgeContent="new">
        <span className="tile" aria-label="Updates, new items" role="img" />
      </Badge>
    </div>
  );
}
