import * as React from 'react';
import { useButton } from '@mui/base/useButton';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
const utilities = `
.tw-use-button button { font-family: inherit; font-size: inherit; }
.tw-use-button .flex { display: flex; }
.tw-use-button .inline-flex { display: inline-flex; }
.tw-use-button .items-center { align-items: center; }
.tw-use-button .gap-2 { gap: 0.5rem; }
.tw-use-button .gap-3 { gap: 0.75rem; }
.tw-use-button .font-semibold { font-weight: 600; }
.tw-use-button .px-3\\.5 { padding-left: 0.875rem; padding-right: 0.875rem; }
.tw-use-button .py-2 { padding-top: 0.5rem; padding-bottom: 0.5rem; }
.tw-use-button .rounded-lg { border-radius: 0.5rem; }
.tw-use-button .border { border: 1px solid #b91c1c; }
.tw-use-button .bg-red-600 { background-color: #dc2626; }
.tw-use-button .bg-red-800 { background-color: #991b1b; }
.tw-use-button .text-white { color: #fff; }
.tw-use-button .outline-none { outline: none; }
.tw-use-button .ring { box-shadow: 0 0 0 3px #fca5a5; }
.tw-use-button .opacity-50 { opacity: 0.5; }
.tw-use-button .cursor-pointer { cursor: pointer; }
.tw-use-button .cursor-not-allowed { cursor: not-allowed; }
`;

interface RecordButtonProps {
  children: React.ReactNode;
  disabled?: boolean;
}

function RecordButton({ children, disabled }: RecordButtonProps) {
  const { getRootProps, active, focusVisible } = useButton({ disabled });
  const className = [
    'inline-flex items-center gap-2 font-semibold px-3.5 py-2 rounded-lg border text-white outline-none',
    active ? 'bg-red-800' : 'bg-red-600',
    focusVisible ? 'ring' : '',
    disabled ? 'opacity-50 cursor-not-allowed' : 'cursor-pointer',
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
    <div className="tw-use-button">
      <style>{utilities}</style>
      <div className="flex gap-3">
        <RecordButton>Record</RecordButton>
        <RecordButton disabled>Record</RecordButton>
      </div>
    </div>
  );
}
