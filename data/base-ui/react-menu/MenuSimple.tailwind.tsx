import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
// The menu is portalled to the body, so its root carries the scoping class too.
const utilities = `
.tw-menu button { font-family: inherit; }
.tw-menu .flex { display: flex; }
.tw-menu .items-center { align-items: center; }
.tw-menu .gap-4 { gap: 1rem; }
.tw-menu .text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.tw-menu .font-semibold { font-weight: 600; }
.tw-menu .min-w-44 { min-width: 11rem; }
.tw-menu .px-3 { padding-left: 0.75rem; padding-right: 0.75rem; }
.tw-menu .px-4 { padding-left: 1rem; padding-right: 1rem; }
.tw-menu .py-2 { padding-top: 0.5rem; padding-bottom: 0.5rem; }
.tw-menu .p-1 { padding: 0.25rem; }
.tw-menu .my-1 { margin-top: 0.25rem; margin-bottom: 0.25rem; }
.tw-menu .list-none { list-style: none; }
.tw-menu .rounded-lg { border-radius: 0.5rem; }
.tw-menu .rounded-md { border-radius: 0.375rem; }
.tw-menu .border { border: 1px solid #cbd5e1; }
.tw-menu .bg-white { background-color: #fff; }
.tw-menu .text-slate-900 { color: #0f172a; }
.tw-menu .bg-slate-100 { background-color: #f1f5f9; }
.tw-menu .shadow-lg { box-shadow: 0 8px 24px rgb(15 23 42 / 0.12); }
.tw-menu .outline-none { outline: none; }
.tw-menu .cursor-pointer { cursor: pointer; }
.tw-menu .cursor-default { cursor: default; }
.tw-menu .hover\\:bg-blue-50:hover, .tw-menu .focus\\:bg-blue-50:focus { background-color: #eff6ff; }
.tw-menu .focus-visible\\:ring:focus-visible { box-shadow: 0 0 0 3px #bfdbfe; }
`;

const itemClass =
  'px-3 py-2 rounded-md outline-none cursor-default hover:bg-blue-50 focus:bg-blue-50';

export default function MenuSimple() {
  const [open, setOpen] = React.useState(false);
  const menuId = React.useId();
  const [lastAction, setLastAction] = React.useState('nothing');
  return (
    <div className="tw-menu">
      <style>{utilities}</style>
      <div className="flex items-center gap-4 text-sm">
        <Dropdown open={open} onOpenChange={(_event, isOpen) => setOpen(isOpen)}>
          {/* The menu is only in the page while open: reference it only then. */}
          <MenuButton
            aria-controls={open ? menuId : undefined}
            slotProps={{
              root: (ownerState) => ({
                className: `px-4 py-2 text-sm font-semibold rounded-lg border text-slate-900 cursor-pointer outline-none focus-visible:ring ${ownerState.open ? 'bg-slate-100' : 'bg-white'}`,
              }),
            }}
          >
            File
          </MenuButton>
          <Menu
            id={menuId}
            slotProps={{
              root: { className: 'tw-menu' },
              listbox: {
                className:
                  'min-w-44 my-1 p-1 list-none text-sm rounded-lg border bg-white text-slate-900 shadow-lg',
              },
            }}
          >
            <MenuItem className={itemClass} onClick={() => setLastAction('New file')}>
              New file
            </MenuItem>
            <MenuItem className={itemClass} onClick={() => setLastAction('Duplicate')}>
              Duplicate
            </MenuItem>
            <MenuItem className={itemClass} onClick={() => setLastAction('Rename')}>
              Rename
            </MenuItem>
          </Menu>
        </Dropdown>
        <span>Last action: {lastAction}</span>
      </div>
    </div>
  );
}
