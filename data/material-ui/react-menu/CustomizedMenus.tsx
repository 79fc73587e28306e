import * as React from 'react';
import Archive from '@mui/icons-material/Archive';
import Edit from '@mui/icons-material/Edit';
import FileCopy from '@mui/icons-material/FileCopy';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import type { MenuProps } from '@mui/material/Menu';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { styled } from '@mui/material/styles';

const StyledMenu = styled((props: MenuProps) => (
  <Menu
    elevation={0}
    anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    {...props}
  />
))(({ theme }) => ({
  '& .MuiPaper-root': {
    borderRadius: 8,
    marginTop: theme.spacing(1),
    minWidth: 180,
    border: `1px solid ${(theme.vars || theme).palette.divider}`,
    '& .MuiMenu-list': { padding: '4px 0' },
    '& .MuiMenuItem-root': {
      gap: theme.spacing(1.5),
      '& .MuiSvgIcon-root': { fontSize: 18, color: (theme.vars || theme).palette.text.secondary },
      '&:active': { backgroundColor: (theme.vars || theme).palette.action.selected },
    },
  },
}));

export default function CustomizedMenus() {
  const id = React.useId();
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const open = Boolean(anchorEl);
  const close = () => setAnchorEl(null);
  return (
    <div>
      <Button
        id={`${id}-button`}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        variant="contained"
        disableElevation
        onClick={(event) => setAnchorEl(event.currentTarget)}
        endIcon={<KeyboardArrowDown />}
      >
        Options
      </Button>
      <StyledMenu
        id={`${id}-menu`}
        MenuListProps={{ 'aria-labelledby': `${id}-button` }}
        anchorEl={anchorEl}
        open={open}
        onClose={close}
      >
        <MenuItem onClick={close} disableRipple>
          <Edit />
          Edit
        </MenuItem>
        <MenuItem onClick={close} disableRipple>
          <FileCopy />
          Duplicate
        </MenuItem>
        <Divider sx={{ my: 0.5 }} />
        <MenuItem onClick={close} disableRipple>
          <Archive />
          Archive
        </MenuItem>
      </StyledMenu>
    </div>
  );
}
