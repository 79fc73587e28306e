import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
const utilities = `
.tw-trap .flex { display: flex; }
.tw-trap .flex-col { flex-direction: column; }
.tw-trap .items-start { align-items: flex-start; }
.tw-trap .gap-2 { gap: 0.5rem; }
.tw-trap .gap-3 { gap: 0.75rem; }
.tw-trap .w-64 { width: 16rem; }
.tw-trap .p-4 { padding: 1rem; }
.tw-trap .border-2 { border-width: 2px; border-style: solid; }
.tw-trap .border-blue-600 { border-color: #2563eb; }
.tw-trap .rounded-lg { border-radius: 0.5rem; }
.tw-trap .text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.tw-trap .focus\\:outline-none:focus { outline: 2px solid transparent; }
.tw-trap .focus\\:ring:focus { box-shadow: 0 0 0 3px #bfdbfe; }
`;

export default function FocusTrapBasic() {
  const [open, setOpen] = React.useState(false);
  return (
    <div className="tw-trap">
      <style>{utilities}</style>
      <div className="flex flex-col items-start gap-3">
        <button type="button" onClick={() => setOpen(true)}>
          Open trapped form
        </button>
        {open ? (
          <FocusTrap open>
            <div
              tabIndex={-1}
              className="flex flex-col gap-2 w-64 p-4 border-2 border-blue-600 rounded-lg text-sm focus:outline-none focus:ring"
            >
              <label>
                Email <input type="email" />
              </label>
              <label>
                <input type="checkbox" /> Remember me
              </label>
              <button type="button" onClick={() => setOpen(false)}>
                Close
              </button>
            </div>
          </FocusTrap>
        ) : null}
      </div>
    </div>
  );
}
