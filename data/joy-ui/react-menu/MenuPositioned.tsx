import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import MenuButton from '@mui/joy/MenuButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';

function PlacedMenu({ placement }: { placement: 'bottom-start' | 'bottom-end' | 'top' | 'right' }) {
  const [open, setOpen] = React.useState(false);
  const menuId = React.useId();
  return (
    <Dropdown open={open} onOpenChange={(_event, isOpen) => setOpen(isOpen)}>
      <MenuButton variant="outlined" color="neutral" aria-controls={open ? menuId : undefined}>
        {placement}
      </MenuButton>
      <Menu id={menuId} placement={placement}>
        <MenuItem>Rename</MenuItem>
        <MenuItem>Archive</MenuItem>
      </Menu>
    </Dropdown>
  );
}

export default function MenuPositioned() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <PlacedMenu placement="bottom-start" />
      <PlacedMenu placement="bottom-end" />
      <PlacedMenu placement="top" />
      <PlacedMenu placement="right" />
    </Stack>
  );
}
