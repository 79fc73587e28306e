import MenuList from '@mui/joy/MenuList';
import MenuItem from '@mui/joy/MenuItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Inbox from '@mui/icons-material/Inbox';
import Star from '@mui/icons-material/Star';
import Delete from '@mui/icons-material/Delete';

export default function MenuListComposition() {
  return (
    <MenuList
      aria-label="Mail actions"
      variant="outlined"
      sx={{ maxWidth: 240, borderRadius: 'sm', flexGrow: 0 }}
    >
      <MenuItem>
        <ListItemDecorator>
          <Inbox />
        </ListItemDecorator>
        Move to inbox
      </MenuItem>
      <MenuItem>
        <ListItemDecorator>
          <Star />
        </ListItemDecorator>
        Star
      </MenuItem>
      <MenuItem color="danger">
        <ListItemDecorator>
          <Delete />
        </ListItemDecorator>
        Delete
      </MenuItem>
    </MenuList>
  );
}
