import * as React from 'react';
import { Popper } from '@mui/base/Popper';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import Button from '@mui/joy/Button';
import MenuList from '@mui/joy/MenuList';
import MenuItem from '@mui/joy/MenuItem';

export default function MenuListWithPopper() {
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const [open, setOpen] = React.useState(false);
  const menuId = React.useId();

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) {
      buttonRef.current?.focus();
    }
  };

  return (
    <div>
      <Button
        ref={buttonRef}
        variant="outlined"
        color="neutral"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
      >
        Export
      </Button>
      <Popper
        open={open}
        anchorEl={buttonRef.current}
        placement="bottom-start"
        disablePortal
        style={{ zIndex: 1 }}
      >
        <ClickAwayListener
          onClickAway={(event) => {
            if (event.target !== buttonRef.current) {
              close(false);
            }
          }}
        >
          <MenuList
            id={menuId}
            variant="outlined"
            onKeyDown={(event) => {
              if (event.key === 'Escape' || event.key === 'Tab') {
                close(event.key === 'Escape');
              }
            }}
            sx={{ boxShadow: 'md', bgcolor: 'background.surface' }}
          >
            <MenuItem onClick={() => close(true)}>As PDF</MenuItem>
            <MenuItem onClick={() => close(true)}>As spreadsheet</MenuItem>
            <MenuItem onClick={() => close(true)}>As plain text</MenuItem>
          </MenuList>
        </ClickAwayListener>
      </Popper>
    </div>
  );
}
