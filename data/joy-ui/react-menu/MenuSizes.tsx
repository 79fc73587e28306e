import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import MenuButton from '@mui/joy/MenuButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';

function SizedMenu({ size }: { size: 'sm' | 'md' | 'lg' }) {
  const [open, setOpen] = React.useState(false);
  const menuId = React.useId();
  return (
    <Dropdown open={open} onOpenChange={(_event, isOpen) => setOpen(isOpen)}>
      <MenuButton size={size} aria-controls={open ? menuId : undefined}>
        Size {size}
      </MenuButton>
      <Menu id={menuId} size={size}>
        <MenuItem>Copy</MenuItem>
        <MenuItem>Paste</MenuItem>
        <MenuItem>Select all</MenuItem>
      </Menu>
    </Dropdown>
  );
}

export default function MenuSizes() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <SizedMenu size="sm" />
      <SizedMenu size="md" />
      <SizedMenu size="lg" />
    </Stack>
  );
}
