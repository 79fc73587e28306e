import * as React from 'react';
import { Button } from '@mui/base/Button';
import type { ButtonOwnerState } from '@mui/base/Button';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
const utilities = `
.tw-button-focusable button { font-family: inherit; }
.tw-button-focusable .flex { display: flex; }
.tw-button-focusable .flex-wrap { flex-wrap: wrap; }
.tw-button-focusable .flex-col { flex-direction: column; }
.tw-button-focusable .items-start { align-items: flex-start; }
.tw-button-focusable .gap-3 { gap: 0.75rem; }
.tw-button-focusable .text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.tw-button-focusable .font-semibold { font-weight: 600; }
.tw-button-focusable .px-4 { padding-left: 1rem; padding-right: 1rem; }
.tw-button-focusable .py-2 { padding-top: 0.5rem; padding-bottom: 0.5rem; }
.tw-button-focusable .rounded-lg { border-radius: 0.5rem; }
.tw-button-focusable .border { border: 1px solid #94a3b8; }
.tw-button-focusable .border-dashed { border-style: dashed; }
.tw-button-focusable .bg-white { background-color: #fff; }
.tw-button-focusable .text-slate-900 { color: #0f172a; }
.tw-button-focusable .text-slate-400 { color: #94a3b8; }
.tw-button-focusable .cursor-pointer { cursor: pointer; }
.tw-button-focusable .cursor-not-allowed { cursor: not-allowed; }
.tw-button-focusable .outline-none { outline: none; }
.tw-button-focusable .ring { box-shadow: 0 0 0 3px #93c5fd; }
`;

function buttonClassName(ownerState: ButtonOwnerState) {
  return [
    'text-sm font-semibold px-4 py-2 rounded-lg border bg-white outline-none',
    ownerState.disabled
      ? 'text-slate-400 border-dashed cursor-not-allowed'
      : 'text-slate-900 cursor-pointer',
    ownerState.focusVisible ? 'ring' : '',
  ].join(' ');
}

const slotProps = {
  root: (ownerState: ButtonOwnerState) => ({ className: buttonClassName(ownerState) }),
};

export default function UnstyledButtonsDisabledFocusable() {
  const [clicks, setClicks] = React.useState(0);
  return (
    <div className="tw-button-focusable">
      <style>{utilities}</style>
      <div className="flex flex-col gap-3 items-start">
        <div className="flex flex-wrap gap-3">
          <Button slotProps={slotProps} onClick={() => setClicks((c) => c + 1)}>
            Enabled
          </Button>
          <Button
            disabled
            focusableWhenDisabled
            slotProps={slotProps}
            onClick={() => setClicks((c) => c + 1)}
          >
            Disabled, focusable
          </Button>
          <Button disabled slotProps={slotProps}>
            Disabled
          </Button>
        </div>
        <span className="text-sm">
          Clicks counted: {clicks}. Press Tab to see which buttons receive focus.
        </span>
      </div>
    </div>
  );
}
