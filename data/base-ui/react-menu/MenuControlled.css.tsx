import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';

// Plain CSS targeting the class names that Base UI applies by default.
// MuiMenu-root is portalled to the body, so it gets its own scoping class.
const styles = `
.css-menu-controlled { display: flex; flex-direction: column; gap: 8px; font-size: 0.875rem; }
.css-menu-controlled .row { display: flex; gap: 8px; }
.css-menu-controlled-popup .MuiMenu-listbox {
  min-width: 200px;
  margin: 6px 0;
  padding: 6px;
  list-style: none;
  border: 1px solid #e2e8f0;
  border-radius: 10px;
  background: #fff;
  color: #0f172a;
  font-size: 0.875rem;
  box-shadow: 0 8px 24px rgb(15 23 42 / 0.12);
}
.css-menu-controlled-popup .MuiMenuItem-root { padding: 6px 10px; border-radius: 6px; outline: none; }
.css-menu-controlled-popup .MuiMenuItem-root:focus { background: #fef3c7; }
.css-menu-controlled-popup .MuiMenuItem-root.Mui-disabled { color: #94a3b8; }
`;

export default function MenuControlled() {
  const menuId = React.useId();
  const [open, setOpen] = React.useState(false);
  const [log, setLog] = React.useState<string[]>([]);

  const handleOpenChange = (_event: unknown, isOpen: boolean) => {
    setOpen(isOpen);
    setLog((entries) => [`${isOpen ? 'opened' : 'closed'}`, ...entries].slice(0, 3));
  };

  return (
    <div className="css-menu-controlled">
      <style>{styles}</style>
      <div className="row">
        <Dropdown open={open} onOpenChange={handleOpenChange}>
          {/* The menu is only in the page while open: reference it only then. */}
          <MenuButton aria-controls={open ? menuId : undefined}>Account</MenuButton>
          <Menu
            id={menuId}
            slotProps={{
              root: { placement: 'bottom-start', className: 'css-menu-controlled-popup' },
            }}
          >
            <MenuItem>Profile</MenuItem>
            <MenuItem disabled>Billing (admins only)</MenuItem>
            <MenuItem>Sign out</MenuItem>
          </Menu>
        </Dropdown>
        <button type="button" onClick={() => setOpen(true)}>
          Open from outside
        </button>
      </div>
      <span>Recent events: {log.length ? log.join(', ') : 'none'}</span>
    </div>
  );
}
