import * as React from 'react';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { styled } from '@mui/system';
import { Badge, badgeClasses } from '@mui/base/Badge';

const CartBadge = styled(Badge)`
  position: relative;
  display: inline-flex;
  & .${badgeClasses.badge} {
    position: absolute;
    top: -6px;
    right: -6px;
    min-width: 18px;
    height: 18px;
    padding: 0 4px;
    box-sizing: border-box;
    border-radius: 9px;
    background: #b45309;
    color: #fff;
    font-size: 0.6875rem;
    font-weight: 700;
    line-height: 18px;
    text-align: center;
  }
`;

export default function BadgeAccessible() {
  const [items, setItems] = React.useState(3);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      {/* The button's label says what the number means; the badge itself is hidden from readers. */}
      <CartBadge badgeContent={items} slotProps={{ badge: { 'aria-hidden': true } }}>
        <button
          type="button"
          aria-label={`Cart, ${items} items`}
          style={{ display: 'inline-flex', padding: 6 }}
        >
          <ShoppingCartOutlined fontSize="small" />
        </button>
      </CartBadge>
      <button type="button" onClick={() => setItems((n) => n + 1)}>
        Add an item
      </button>
    </div>
  );
}
