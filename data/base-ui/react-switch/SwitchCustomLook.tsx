import * as React from 'react';
import { useSwitch, type UseSwitchParameters } from '@mui/base/useSwitch';

function ThemeSwitch(props: UseSwitchParameters) {
  const { getInputProps, checked, focusVisible } = useSwitch(props);
  return (
    <label
      style={{
        position: 'relative',
        display: 'inline-flex',
        alignItems: 'center',
        width: 64,
        height: 32,
        borderRadius: 16,
        background: checked ? '#1e1b4b' : '#fde68a',
        boxShadow: focusVisible ? '0 0 0 3px #a5b4fc' : 'none',
        cursor: 'pointer',
        transition: 'background 150ms',
      }}
    >
      <input
        {...getInputProps()}
        role="switch"
        aria-label="Dark theme"
        style={{ position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'inherit' }}
      />
      <span
        aria-hidden
        style={{
          position: 'absolute',
          left: checked ? 34 : 4,
          width: 24,
          height: 24,
          borderRadius: '50%',
          background: checked ? '#e0e7ff' : '#f59e0b',
          boxShadow: checked ? 'inset -6px -3px 0 0 #c7d2fe' : 'none',
          transition: 'left 150ms',
        }}
      />
    </label>
  );
}

export default function SwitchCustomLook() {
  const [dark, setDark] = React.useState(false);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12, fontSize: 14 }}>
      <ThemeSwitch checked={dark} onChange={(event) => setDark(event.target.checked)} />
      <span>{dark ? 'Night mode' : 'Day mode'}</span>
    </div>
  );
}
