import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import MenuButton from '@mui/joy/MenuButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';
import IconButton from '@mui/joy/IconButton';
import ListDivider from '@mui/joy/ListDivider';
import ListItemDecorator from '@mui/joy/ListItemDecorator';

function DotsIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <circle cx="12" cy="5" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="12" cy="19" r="2" />
    </svg>
  );
}

export default function MenuWithDecorators() {
  const [open, setOpen] = React.useState(false);
  const menuId = React.useId();
  return (
    <Dropdown open={open} onOpenChange={(_event, isOpen) => setOpen(isOpen)}>
      <MenuButton
        slots={{ root: IconButton }}
        slotProps={{
          root: {
            variant: 'outlined',
            color: 'neutral',
            'aria-label': 'More options',
            'aria-controls': open ? menuId : undefined,
          },
        }}
      >
        <DotsIcon />
      </MenuButton>
      <Menu id={menuId} placement="bottom-end" size="sm">
        <MenuItem>
          <ListItemDecorator>✎</ListItemDecorator>
          Rename
        </MenuItem>
        <MenuItem>
          <ListItemDecorator>⧉</ListItemDecorator>
          Copy link
        </MenuItem>
        <ListDivider />
        <MenuItem variant="soft" color="danger">
          <ListItemDecorator sx={{ color: 'inherit' }}>✕</ListItemDecorator>
          Remove
        </MenuItem>
      </Menu>
    </Dropdown>
  );
}
