import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import Link from '@mui/joy/Link';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';
import MoreHoriz from '@mui/icons-material/MoreHoriz';

const HIDDEN = ['Workspace', 'Marketing', 'Campaigns'];

export default function CondensedWithMenu() {
  return (
    <Breadcrumbs aria-label="Breadcrumbs with a menu">
      <Link color="neutral" href="#condensed-with-menu">
        Home
      </Link>
      <Dropdown>
        <MenuButton
          slots={{ root: IconButton }}
          slotProps={{
            root: { size: 'sm', variant: 'plain', color: 'neutral', 'aria-label': 'Hidden levels' },
          }}
        >
          <MoreHoriz />
        </MenuButton>
        <Menu size="sm">
          {HIDDEN.map((item) => (
            <MenuItem key={item} component="a" href="#condensed-with-menu">
              {item}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <Typography aria-current="page">Spring launch</Typography>
    </Breadcrumbs>
  );
}
