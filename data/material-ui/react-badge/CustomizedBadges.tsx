import Badge, { type BadgeProps } from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import ShoppingBasketIcon from '@mui/icons-material/ShoppingBasket';

// A badge with a ring in the surface colour, nudged out of the icon's corner.
const RingBadge = styled(Badge)<BadgeProps>(({ theme }) => ({
  '& .MuiBadge-badge': {
    right: -4,
    top: 6,
    padding: '0 4px',
    fontWeight: 700,
    // Tokens through sx become the colour scheme's CSS variables.
    ...theme.unstable_sx({ border: 2, borderColor: 'background.paper' }),
  },
}));

export default function CustomizedBadges() {
  return (
    <IconButton aria-label="Basket, 7 items">
      <RingBadge badgeContent={7} color="secondary">
        <ShoppingBasketIcon />
      </RingBadge>
    </IconButton>
  );
}
