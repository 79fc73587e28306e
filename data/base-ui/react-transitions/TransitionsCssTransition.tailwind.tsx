import * as React from 'react';
import { CssTransition } from '@mui/base/Transitions';
import { TransitionContext, useTransitionTrigger } from '@mui/base/useTransition';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
const utilities = `
.tw-transition .flex { display: flex; }
.tw-transition .flex-col { flex-direction: column; }
.tw-transition .items-start { align-items: flex-start; }
.tw-transition .gap-3 { gap: 0.75rem; }
.tw-transition .min-h-28 { min-height: 7rem; }
.tw-transition .w-72 { width: 18rem; }
.tw-transition .px-4 { padding-left: 1rem; padding-right: 1rem; }
.tw-transition .py-3 { padding-top: 0.75rem; padding-bottom: 0.75rem; }
.tw-transition .rounded-lg { border-radius: 0.5rem; }
.tw-transition .border { border: 1px solid #67e8f9; }
.tw-transition .bg-cyan-50 { background-color: #ecfeff; }
.tw-transition .text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.tw-transition .transition { transition-property: opacity, transform; transition-duration: 250ms; }
.tw-transition .opacity-0 { opacity: 0; }
.tw-transition .opacity-100 { opacity: 1; }
.tw-transition .-translate-y-2 { transform: translateY(-0.5rem); }
.tw-transition .translate-y-0 { transform: translateY(0); }
`;

function Reveal({ open, children }: { open: boolean; children: React.ReactNode }) {
  const { contextValue, hasExited } = useTransitionTrigger(open);
  if (!open && hasExited) {
    return null;
  }
  return <TransitionContext.Provider value={contextValue}>{children}</TransitionContext.Provider>;
}

export default function TransitionsCssTransition() {
  const [open, setOpen] = React.useState(false);
  return (
    <div className="tw-transition">
      <style>{utilities}</style>
      <div className="flex flex-col items-start gap-3 min-h-28">
        <button type="button" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          {open ? 'Hide' : 'Show'} release notes
        </button>
        <Reveal open={open}>
          <CssTransition
            className="w-72 px-4 py-3 rounded-lg border bg-cyan-50 text-sm transition"
            enterClassName="opacity-100 translate-y-0"
            exitClassName="opacity-0 -translate-y-2"
            lastTransitionedPropertyOnExit="opacity"
          >
            Version 2.4 adds offline mode and faster search.
          </CssTransition>
        </Reveal>
      </div>
    </div>
  );
}
