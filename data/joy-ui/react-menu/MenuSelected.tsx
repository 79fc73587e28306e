import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import MenuButton from '@mui/joy/MenuButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Check from '@mui/icons-material/Check';

const zooms = ['50%', '100%', '150%', '200%'];

export default function MenuSelected() {
  const [open, setOpen] = React.useState(false);
  const [zoom, setZoom] = React.useState('100%');
  const menuId = React.useId();
  return (
    <Dropdown open={open} onOpenChange={(_event, isOpen) => setOpen(isOpen)}>
      <MenuButton variant="outlined" color="neutral" aria-controls={open ? menuId : undefined}>
        Zoom: {zoom}
      </MenuButton>
      <Menu id={menuId} sx={{ minWidth: 140 }}>
        {zooms.map((value) => (
          <MenuItem
            key={value}
            selected={zoom === value}
            aria-checked={zoom === value}
            role="menuitemradio"
            onClick={() => setZoom(value)}
          >
            <ListItemDecorator>{zoom === value && <Check />}</ListItemDecorator>
            {value}
          </MenuItem>
        ))}
      </Menu>
    </Dropdown>
  );
}
