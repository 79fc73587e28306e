import * as React from 'react';
import { DropdownContext, useDropdown } from '@mui/base/useDropdown';
import { useMenuButton } from '@mui/base/useMenuButton';
import { MenuProvider, useMenu } from '@mui/base/useMenu';
import { useMenuItem } from '@mui/base/useMenuItem';

function SortButton() {
  const { getRootProps, open } = useMenuButton();
  return (
    <button type="button" {...getRootProps()}>
      Sort by {open ? '▴' : '▾'}
    </button>
  );
}

interface OptionProps {
  children: string;
  onClick: () => void;
}

function Option({ children, onClick }: OptionProps) {
  const ref = React.useRef<HTMLLIElement>(null);
  const { getRootProps, highlighted } = useMenuItem({ rootRef: ref, onClick, label: children });
  return (
    <li
      {...getRootProps()}
      style={{
        padding: '6px 10px',
        borderRadius: 6,
        background: highlighted ? '#0f766e' : 'transparent',
        color: highlighted ? '#fff' : 'inherit',
        outline: 'none',
        cursor: 'default',
      }}
    >
      {children}
    </li>
  );
}

// No Popper: the list is placed under the button by plain CSS, and only hidden when closed.
function SortMenu({ children }: { children: React.ReactNode }) {
  const { contextValue, getListboxProps, open } = useMenu();
  return (
    <ul
      {...getListboxProps()}
      hidden={!open}
      style={{
        position: 'absolute',
        top: 'calc(100% + 4px)',
        left: 0,
        zIndex: 1,
        minWidth: 160,
        margin: 0,
        padding: 4,
        listStyle: 'none',
        border: '1px solid #94a3b8',
        borderRadius: 8,
        background: '#fff',
        color: '#0f172a',
      }}
    >
      <MenuProvider value={contextValue}>{children}</MenuProvider>
    </ul>
  );
}

export default function UseMenuDemo() {
  const { contextValue } = useDropdown();
  const [order, setOrder] = React.useState('Newest');
  return (
    <div
      style={{ display: 'flex', gap: 16, alignItems: 'flex-start', minHeight: 150, fontSize: 14 }}
    >
      <DropdownContext.Provider value={contextValue}>
        <div style={{ position: 'relative' }}>
          <SortButton />
          <SortMenu>
            {['Newest', 'Oldest', 'Most liked'].map((label) => (
              <Option key={label} onClick={() => setOrder(label)}>
                {label}
              </Option>
            ))}
          </SortMenu>
        </div>
      </DropdownContext.Provider>
      <span>Sorted: {order}</span>
    </div>
  );
}
