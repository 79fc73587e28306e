import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';

// Plain CSS targeting the class names that Base UI applies by default.
// MuiMenu-root is portalled to the body, so it gets its own scoping class.
const styles = `
.css-menu { display: flex; gap: 16px; align-items: center; font-size: 0.875rem; }
.css-menu .MuiMenuButton-root {
  font: inherit;
  font-weight: 600;
  padding: 8px 14px;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  background: #fff;
  color: #0f172a;
  cursor: pointer;
}
.css-menu .MuiMenuButton-root:focus-visible { outline: 3px solid #bfdbfe; }
.css-menu .MuiMenuButton-root.Mui-expanded { background: #f1f5f9; }
.css-menu-popup .MuiMenu-listbox {
  font-size: 0.875rem;
  min-width: 180px;
  margin: 6px 0;
  padding: 6px;
  list-style: none;
  border: 1px solid #e2e8f0;
  border-radius: 10px;
  background: #fff;
  color: #0f172a;
  box-shadow: 0 8px 24px rgb(15 23 42 / 0.12);
}
.css-menu-popup .MuiMenuItem-root { padding: 6px 10px; border-radius: 6px; cursor: default; outline: none; }
.css-menu-popup .MuiMenuItem-root:hover, .css-menu-popup .MuiMenuItem-root:focus { background: #eff6ff; }
.css-menu-popup .MuiMenuItem-root.Mui-disabled { color: #94a3b8; }
`;

export default function MenuSimple() {
  const [open, setOpen] = React.useState(false);
  const menuId = React.useId();
  const [lastAction, setLastAction] = React.useState('nothing');
  return (
    <div className="css-menu">
      <style>{styles}</style>
      <Dropdown open={open} onOpenChange={(_event, isOpen) => setOpen(isOpen)}>
        {/* The menu is only in the page while open: reference it only then. */}
        <MenuButton aria-controls={open ? menuId : undefined}>File</MenuButton>
        <Menu id={menuId} slotProps={{ root: { className: 'css-menu-popup' } }}>
          <MenuItem onClick={() => setLastAction('New file')}>New file</MenuItem>
          <MenuItem onClick={() => setLastAction('Duplicate')}>Duplicate</MenuItem>
          <MenuItem onClick={() => setLastAction('Rename')}>Rename</MenuItem>
        </Menu>
      </Dropdown>
      <span>Last action: {lastAction}</span>
    </div>
  );
}
