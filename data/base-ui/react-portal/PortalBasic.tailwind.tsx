import * as React from 'react';
import { Portal } from '@mui/base/Portal';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
const utilities = `
.tw-portal .flex { display: flex; }
.tw-portal .flex-col { flex-direction: column; }
.tw-portal .gap-2\\.5 { gap: 0.625rem; }
.tw-portal .self-start { align-self: flex-start; }
.tw-portal .min-h-10 { min-height: 2.5rem; }
.tw-portal .p-2\\.5 { padding: 0.625rem; }
.tw-portal .border { border-width: 1px; }
.tw-portal .border-dashed { border-style: dashed; }
.tw-portal .border-slate-400 { border-color: #94a3b8; }
.tw-portal .rounded-lg { border-radius: 0.5rem; }
.tw-portal .text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.tw-portal .text-blue-600 { color: #2563eb; }
`;

const area = 'min-h-10 p-2.5 border border-dashed border-slate-400 rounded-lg text-sm';

export default function PortalBasic() {
  const [show, setShow] = React.useState(false);
  const container = React.useRef<HTMLDivElement>(null);
  return (
    <div className="tw-portal">
      <style>{utilities}</style>
      <div className="flex flex-col gap-2.5">
        <button type="button" className="self-start" onClick={() => setShow((s) => !s)}>
          {show ? 'Unmount children' : 'Mount children'}
        </button>
        <div className={area}>
          Written here in JSX:
          {show ? (
            <Portal container={() => container.current}>
              <strong className="text-blue-600"> …but rendered in the other box.</strong>
            </Portal>
          ) : null}
        </div>
        <div ref={container} className={area}>
          Portal target:{' '}
        </div>
      </div>
    </div>
  );
}
