import * as React from 'react';
import { styled } from '@mui/system';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton, menuButtonClasses } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem, menuItemClasses } from '@mui/base/MenuItem';

const Trigger = styled(MenuButton)`
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  padding: 8px 14px;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  background: #fff;
  color: #0f172a;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid #bfdbfe;
  }
  &.${menuButtonClasses.expanded} {
    background: #f1f5f9;
  }
`;

const Listbox = styled('ul')`
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
  z-index: 1;
`;

const Item = styled(MenuItem)`
  padding: 6px 10px;
  border-radius: 6px;
  cursor: default;
  outline: none;
  &:hover,
  &:focus {
    background: #eff6ff;
  }
  &.${menuItemClasses.disabled} {
    color: #94a3b8;
  }
`;

export default function MenuSimple() {
  const [lastAction, setLastAction] = React.useState('nothing');
  const [open, setOpen] = React.useState(false);
  const menuId = React.useId();
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', fontSize: 14 }}>
      <Dropdown open={open} onOpenChange={(_event, isOpen) => setOpen(isOpen)}>
        {/* The menu is only in the page while open: reference it only then. */}
        <Trigger aria-controls={open ? menuId : undefined}>File</Trigger>
        <Menu id={menuId} slots={{ listbox: Listbox }}>
          <Item onClick={() => setLastAction('New file')}>New file</Item>
          <Item onClick={() => setLastAction('Duplicate')}>Duplicate</Item>
          <Item onClick={() => setLastAction('Rename')}>Rename</Item>
        </Menu>
      </Dropdown>
      <span>Last action: {lastAction}</span>
    </div>
  );
}
