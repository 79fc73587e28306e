import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';

const OPTIONS = ['Squash and merge', 'Rebase and merge', 'Create a merge commit'];

export default function SplitButtonMenu() {
  const [open, setOpen] = React.useState(false);
  const [selected, setSelected] = React.useState(0);
  const anchor = React.useRef<HTMLDivElement>(null);
  const menuId = React.useId();
  return (
    <React.Fragment>
      <ButtonGroup ref={anchor} variant="solid" color="success" aria-label="Merge">
        <Button>{OPTIONS[selected]}</Button>
        <IconButton
          aria-label="Choose the merge method"
          aria-controls={open ? menuId : undefined}
          aria-expanded={open}
          aria-haspopup="menu"
          onMouseDown={() => setOpen((value) => !value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
              event.preventDefault();
              setOpen(true);
            }
          }}
        >
          <ArrowDropDown />
        </IconButton>
      </ButtonGroup>
      <Menu
        id={menuId}
        open={open}
        onClose={() => setOpen(false)}
        anchorEl={anchor.current}
        placement="bottom-start"
      >
        {OPTIONS.map((option, index) => (
          <MenuItem
            key={option}
            selected={index === selected}
            onClick={() => {
              setSelected(index);
              setOpen(false);
            }}
          >
            {option}
          </MenuItem>
        ))}
      </Menu>
    </React.Fragment>
  );
}
