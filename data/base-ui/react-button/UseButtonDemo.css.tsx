import * as React from 'react';
import { useButton } from '@mui/base/useButton';

// useButton renders no class names of its own: the component adds state classes to style.
const styles = `
.css-use-button { display: flex; gap: 12px; }
.css-use-button .record {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font: inherit;
  font-weight: 600;
  padding: 8px 14px;
  border-radius: 8px;
  border: 1px solid #b91c1c;
  background: #dc2626;
  color: #fff;
  outline: none;
  cursor: pointer;
}
.css-use-button .record.is-active { background: #991b1b; }
.css-use-button .record.is-focus-visible { outline: 3px solid #fca5a5; }
.css-use-button .record.is-disabled { opacity: 0.5; cursor: not-allowed; }
`;

interface RecordButtonProps {
  children: React.ReactNode;
  disabled?: boolean;
}

function RecordButton({ children, disabled }: RecordButtonProps) {
  const { getRootProps, active, focusVisible } = useButton({ disabled });
  const className = [
    'record',
    active ? 'is-active' : '',
    focusVisible ? 'is-focus-visible' : '',
    disabled ? 'is-disabled' : '',
  ].join(' ');
  return (
    <button
      type="button"
      {...getRootProps()}
      data-active={active || undefined}
      className={className}
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
    <div className="css-use-button">
      <style>{styles}</style>
      <RecordButton>Record</RecordButton>
      <RecordButton disabled>Record</RecordButton>
    </div>
  );
}
