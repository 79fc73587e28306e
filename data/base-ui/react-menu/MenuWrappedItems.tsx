import * as React from 'react';
import { styled } from '@mui/system';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem, menuItemClasses } from '@mui/base/MenuItem';

const Listbox = styled('ul')`
  min-width: 200px;
  margin: 6px 0;
  padding: 6px;
  list-style: none;
  border: 1px solid #94a3b8;
  border-radius: 10px;
  background: #fff;
  color: #0f172a;
  font-size: 0.875rem;
  z-index: 1;
`;

const Item = styled(MenuItem)`
  display: flex;
  justify-content: space-between;
  gap: 16px;
  padding: 6px 10px;
  border-radius: 6px;
  outline: none;
  cursor: default;
  &.${menuItemClasses.focusVisible}, &:hover {
    background: #ede9fe;
  }
  & kbd {
    color: #475569;
    font-family: inherit;
  }
`;

interface ShortcutItemProps {
  label: string;
  keys: string;
  onPick: (label: string) => void;
}

// A component of our own around MenuItem: the menu finds the item through context, not children.
function ShortcutItem({ label, keys, onPick }: ShortcutItemProps) {
  return (
    <Item onClick={() => onPick(label)} label={label}>
      {label}
      <kbd>{keys}</kbd>
    </Item>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <li role="none">
      <div role="presentation" style={{ padding: '4px 10px', fontSize: 12, fontWeight: 700 }}>
        {title}
      </div>
      <ul role="group" aria-label={title} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {children}
      </ul>
    </li>
  );
}

export default function MenuWrappedItems() {
  const [picked, setPicked] = React.useState('nothing');
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', fontSize: 14 }}>
      <Dropdown>
        <MenuButton>Edit</MenuButton>
        <Menu slots={{ listbox: Listbox }}>
          <Section title="Clipboard">
            <ShortcutItem label="Cut" keys="Ctrl+X" onPick={setPicked} />
            <ShortcutItem label="Copy" keys="Ctrl+C" onPick={setPicked} />
          </Section>
          <Section title="History">
            <ShortcutItem label="Undo" keys="Ctrl+Z" onPick={setPicked} />
            <ShortcutItem label="Redo" keys="Ctrl+Y" onPick={setPicked} />
          </Section>
        </Menu>
      </Dropdown>
      <span>Picked: {picked}</span>
    </div>
  );
}
