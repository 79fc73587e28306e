import * as React from 'react';
import { useButton } from '@mui/base/useButton';

interface RecordButtonProps {
  children: React.ReactNode;
  disabled?: boolean;
}

function RecordButton({ children, disabled }: RecordButtonProps) {
  const { getRootProps, active, focusVisible } = useButton({ disabled });
  return (
    <button
      type="button"
      {...getRootProps()}
      data-active={active || undefined}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 8,
        font: 'inherit',
        fontWeight: 600,
        padding: '8px 14px',
        borderRadius: 8,
        border: '1px solid #b91c1c',
        background: active ? '#991b1b' : '#dc2626',
        color: '#fff',
        opacity: disabled ? 0.5 : 1,
        outline: focusVisible ? '3px solid #fca5a5' : 'none',
        cursor: disabled ? 'not-allowed' : 'pointer',
      }}
    >
      <svg width="10" height="10" aria-hidden>
        <circle cx="5" cy="5" r="5" fill="currentColor" />
      </svg>
      {children}
    </button>
  );
}

export default function UseButtonDemo() {
  return (
    <div style={{ display: 'flex', gap: 12 }}>
      <RecordButton>Record</RecordButton>
      <RecordButton disabled>Record</RecordButton>
    </div>
  );
}
