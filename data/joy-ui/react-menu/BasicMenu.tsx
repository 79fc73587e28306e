import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import MenuButton from '@mui/joy/MenuButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function BasicMenu() {
  const [lastAction, setLastAction] = React.useState('none');
  const [open, setOpen] = React.useState(false);
  const menuId = React.useId();
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Dropdown open={open} onOpenChange={(_event, isOpen) => setOpen(isOpen)}>
        {/* The menu is only in the page while open: reference it only then. */}
        <MenuButton aria-controls={open ? menuId : undefined}>Actions</MenuButton>
        <Menu id={menuId}>
          <MenuItem onClick={() => setLastAction('Edit')}>Edit</MenuItem>
          <MenuItem onClick={() => setLastAction('Duplicate')}>Duplicate</MenuItem>
          <MenuItem disabled>Move (no folders)</MenuItem>
          <MenuItem color="danger" onClick={() => setLastAction('Delete')}>
            Delete
          </MenuItem>
        </Menu>
      </Dropdown>
      <Typography level="body-sm">Last action: {lastAction}</Typography>
    </Stack>
  );
}
