import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

export default function IconButtonWithBadge() {
  const count = 3;
  return (
    <IconButton aria-label={`Cart, ${count} items`}>
      <Badge badgeContent={count} color="primary" overlap="circular">
        <ShoppingCartIcon />
      </Badge>
    </IconButton>
  );
}
