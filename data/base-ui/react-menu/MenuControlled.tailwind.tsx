import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import type { MenuItemOwnerState } from '@mui/base/MenuItem';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
// The menu is portalled to the body, so its root carries the scoping class too.
const utilities = `
.tw-menu-controlled .flex { display: flex; }
.tw-menu-controlled .flex-col { flex-direction: column; }
.tw-menu-controlled .gap-2 { gap: 0.5rem; }
.tw-menu-controlled .text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.tw-menu-controlled .min-w-50 { min-width: 12.5rem; }
.tw-menu-controlled .my-1\\.5 { margin-top: 0.375rem; margin-bottom: 0.375rem; }
.tw-menu-controlled .p-1\\.5 { padding: 0.375rem; }
.tw-menu-controlled .px-2\\.5 { padding-left: 0.625rem; padding-right: 0.625rem; }
.tw-menu-controlled .py-1\\.5 { padding-top: 0.375rem; padding-bottom: 0.375rem; }
.tw-menu-controlled .list-none { list-style: none; }
.tw-menu-controlled .rounded-md { border-radius: 0.375rem; }
.tw-menu-controlled .rounded-\\[10px\\] { border-radius: 10px; }
.tw-menu-controlled .border { border: 1px solid #e2e8f0; }
.tw-menu-controlled .bg-white { background-color: #fff; }
.tw-menu-controlled .text-slate-900 { color: #0f172a; }
.tw-menu-controlled .text-slate-400 { color: #94a3b8; }
.tw-menu-controlled .shadow-lg { box-shadow: 0 8px 24px rgb(15 23 42 / 0.12); }
.tw-menu-controlled .outline-none { outline: none; }
.tw-menu-controlled .focus\\:bg-amber-100:focus { background-color: #fef3c7; }
`;

const itemSlotProps = {
  root: (ownerState: MenuItemOwnerState) => ({
    className: `px-2.5 py-1.5 rounded-md outline-none focus:bg-amber-100 ${ownerState.disabled ? 'text-slate-400' : ''}`,
  }),
};

export default function MenuControlled() {
  const menuId = React.useId();
  const [open, setOpen] = React.useState(false);
  const [log, setLog] = React.useState<string[]>([]);

  const handleOpenChange = (_event: unknown, isOpen: boolean) => {
    setOpen(isOpen);
    setLog((entries) => [`${isOpen ? 'opened' : 'closed'}`, ...entries].slice(0, 3));
  };

  return (
    <div className="tw-menu-controlled">
      <style>{utilities}</style>
      <div className="flex flex-col gap-2 text-sm">
        <div className="flex gap-2">
          <Dropdown open={open} onOpenChange={handleOpenChange}>
            {/* The menu is only in the page while open: reference it only then. */}
            <MenuButton aria-controls={open ? menuId : undefined}>Account</MenuButton>
            <Menu
              id={menuId}
              slotProps={{
                root: { placement: 'bottom-start', className: 'tw-menu-controlled' },
                listbox: {
                  className:
                    'min-w-50 my-1.5 p-1.5 list-none text-sm rounded-[10px] border bg-white text-slate-900 shadow-lg',
                },
              }}
            >
              <MenuItem slotProps={itemSlotProps}>Profile</MenuItem>
              <MenuItem disabled slotProps={itemSlotProps}>
                Billing (admins only)
              </MenuItem>
              <MenuItem slotProps={itemSlotProps}>Sign out</MenuItem>
            </Menu>
          </Dropdown>
          <button type="button" onClick={() => setOpen(true)}>
            Open from outside
          </button>
        </div>
        <span>Recent events: {log.length ? log.join(', ') : 'none'}</span>
      </div>
    </div>
  );
}
