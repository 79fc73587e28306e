import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { Menu } from '@mui/base/Menu';
import { MenuButton } from '@mui/base/MenuButton';
import { MenuItem } from '@mui/base/MenuItem';

const itemStyle: React.CSSProperties = {
  padding: '6px 12px',
  cursor: 'default',
  listStyle: 'none',
};

export default function KeyboardMenu() {
  const [last, setLast] = React.useState('nothing yet');
  return (
    <div>
      <Dropdown>
        <MenuButton
          slotProps={{
            root: { style: { padding: '6px 14px', borderRadius: 8, border: '1px solid #9aa5b1' } },
          }}
        >
          Actions
        </MenuButton>
        <Menu
          slotProps={{
            listbox: {
              style: {
                margin: 4,
                padding: 4,
                borderRadius: 8,
                border: '1px solid #9aa5b1',
                background: '#fff',
                color: '#1b2733',
              },
            },
          }}
        >
          {['Copy', 'Duplicate', 'Rename', 'Delete'].map((label) => (
            <MenuItem key={label} style={itemStyle} onClick={() => setLast(label)}>
              {label}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <p aria-live="polite">Last action: {last}</p>
    </div>
  );
}
