import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Mail from '@mui/icons-material/Mail';
import Check from '@mui/icons-material/Check';

export default function BadgeContent() {
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
      <Badge badgeContent={7}>
        <IconButton variant="soft" aria-label="Cart, 7 items">
          <ShoppingCart />
        </IconButton>
      </Badge>
      <Badge badgeContent="New" color="success">
        <IconButton variant="soft" aria-label="Mail, new messages">
          <Mail />
        </IconButton>
      </Badge>
      <Badge badgeContent={<Check sx={{ fontSize: 'xs' }} />} color="neutral">
        <IconButton variant="soft" aria-label="Mail, all read">
          <Mail />
        </IconButton>
      </Badge>
    </Box>
  );
}
