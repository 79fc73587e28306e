import { Button } from '@mui/base/Button';
import type { ButtonOwnerState } from '@mui/base/Button';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
const utilities = `
.tw-button .flex { display: flex; }
.tw-button .gap-3 { gap: 0.75rem; }
.tw-button button { font-family: inherit; } /* normally done by the Tailwind preflight */
.tw-button .text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.tw-button .font-semibold { font-weight: 600; }
.tw-button .px-4 { padding-left: 1rem; padding-right: 1rem; }
.tw-button .py-2 { padding-top: 0.5rem; padding-bottom: 0.5rem; }
.tw-button .rounded-lg { border-radius: 0.5rem; }
.tw-button .border { border: 1px solid #1d4ed8; }
.tw-button .text-white { color: #fff; }
.tw-button .bg-blue-600 { background-color: #2563eb; }
.tw-button .hover\\:bg-blue-700:hover { background-color: #1d4ed8; }
.tw-button .bg-blue-800 { background-color: #1e40af; }
.tw-button .cursor-pointer { cursor: pointer; }
.tw-button .cursor-not-allowed { cursor: not-allowed; }
.tw-button .opacity-50 { opacity: 0.5; }
.tw-button .outline-none { outline: none; }
.tw-button .ring-4 { box-shadow: 0 0 0 4px #93c5fd; }
`;

function buttonClassName(ownerState: ButtonOwnerState) {
  return [
    'text-sm font-semibold px-4 py-2 rounded-lg border text-white outline-none',
    ownerState.active ? 'bg-blue-800' : 'bg-blue-600',
    ownerState.disabled || ownerState.active ? '' : 'hover:bg-blue-700',
    ownerState.focusVisible ? 'ring-4' : '',
    ownerState.disabled ? 'opacity-50 cursor-not-allowed' : 'cursor-pointer',
  ].join(' ');
}

export default function UnstyledButtonsSimple() {
  return (
    <div className="tw-button">
      <style>{utilities}</style>
      <div className="flex gap-3">
        <Button slotProps={{ root: (ownerState) => ({ className: buttonClassName(ownerState) }) }}>
          Publish
        </Button>
        <Button
          disabled
          slotProps={{ root: (ownerState) => ({ className: buttonClassName(ownerState) }) }}
        >
          Publish
        </Button>
      </div>
    </div>
  );
}
