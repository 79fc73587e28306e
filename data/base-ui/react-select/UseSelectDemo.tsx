import * as React from 'react';
import { SelectProvider, useSelect } from '@mui/base/useSelect';
import { useOption } from '@mui/base/useOption';

function Swatch({ value, label }: { value: string; label: string }) {
  const { getRootProps, highlighted, selected } = useOption({ value, label, disabled: false });
  return (
    <li
      {...getRootProps()}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '4px 8px',
        borderRadius: 6,
        outline: highlighted ? '2px solid #0ea5e9' : 'none',
        fontWeight: selected ? 700 : 400,
      }}
    >
      <span aria-hidden style={{ width: 14, height: 14, borderRadius: 4, background: value }} />
      {label}
    </li>
  );
}

const colors = [
  { value: '#dc2626', label: 'Red' },
  { value: '#16a34a', label: 'Green' },
  { value: '#2563eb', label: 'Blue' },
];

// useSelect gives the button and list behaviour; the markup, with no popper, is ours.
export default function UseSelectDemo() {
  const listboxId = React.useId();
  const { getButtonProps, getListboxProps, contextValue, value, open } = useSelect<string, false>({
    listboxId,
    defaultValue: '#16a34a',
  });
  const current = colors.find((color) => color.value === value);
  return (
    <div style={{ position: 'relative', minHeight: 150, fontSize: 14 }}>
      <button
        type="button"
        {...getButtonProps()}
        aria-label={`Label color: ${current?.label ?? 'none'}`}
        aria-controls={open ? listboxId : undefined}
        style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 140, font: 'inherit' }}
      >
        <span
          aria-hidden
          style={{ width: 14, height: 14, borderRadius: 4, background: current?.value }}
        />
        {current?.label ?? 'Pick a color'}
      </button>
      <ul
        {...getListboxProps()}
        hidden={!open}
        style={{
          position: 'absolute',
          zIndex: 1,
          minWidth: 140,
          margin: '4px 0 0',
          padding: 4,
          listStyle: 'none',
          border: '1px solid #94a3b8',
          borderRadius: 8,
          background: '#fff',
          color: '#0f172a',
        }}
      >
        <SelectProvider value={contextValue}>
          {colors.map((color) => (
            <Swatch key={color.value} {...color} />
          ))}
        </SelectProvider>
      </ul>
    </div>
  );
}
