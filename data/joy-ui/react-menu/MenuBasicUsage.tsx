import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import MenuButton from '@mui/joy/MenuButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';

export default function MenuBasicUsage() {
  const [open, setOpen] = React.useState(false);
  const menuId = React.useId();
  return (
    <Dropdown open={open} onOpenChange={(_event, isOpen) => setOpen(isOpen)}>
      <MenuButton aria-controls={open ? menuId : undefined}>File</MenuButton>
      <Menu id={menuId}>
        <MenuItem>New document</MenuItem>
        <MenuItem>Open…</MenuItem>
        <MenuItem>Save a copy</MenuItem>
      </Menu>
    </Dropdown>
  );
}
