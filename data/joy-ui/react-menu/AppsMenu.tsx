import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import MenuButton from '@mui/joy/MenuButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';
import IconButton from '@mui/joy/IconButton';
import Apps from '@mui/icons-material/Apps';
import Mail from '@mui/icons-material/Mail';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Description from '@mui/icons-material/Description';
import Photo from '@mui/icons-material/Photo';
import MapIcon from '@mui/icons-material/Map';
import Chat from '@mui/icons-material/Chat';

const apps = [
  { name: 'Mail', icon: <Mail /> },
  { name: 'Calendar', icon: <CalendarMonth /> },
  { name: 'Docs', icon: <Description /> },
  { name: 'Photos', icon: <Photo /> },
  { name: 'Maps', icon: <MapIcon /> },
  { name: 'Chat', icon: <Chat /> },
];

export default function AppsMenu() {
  const [open, setOpen] = React.useState(false);
  const menuId = React.useId();
  return (
    <Dropdown open={open} onOpenChange={(_event, isOpen) => setOpen(isOpen)}>
      <MenuButton
        slots={{ root: IconButton }}
        slotProps={{
          root: {
            variant: 'plain',
            color: 'neutral',
            'aria-label': 'Apps',
            'aria-controls': open ? menuId : undefined,
          },
        }}
      >
        <Apps />
      </MenuButton>
      <Menu
        id={menuId}
        placement="bottom-end"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, 88px)',
          gap: 0.5,
          p: 1,
          '--ListItem-radius': '8px',
        }}
      >
        {apps.map((app) => (
          <MenuItem
            key={app.name}
            orientation="vertical"
            sx={{ flexDirection: 'column', gap: 0.5, py: 1.5, fontSize: 'sm' }}
          >
            {app.icon}
            {app.name}
          </MenuItem>
        ))}
      </Menu>
    </Dropdown>
  );
}
