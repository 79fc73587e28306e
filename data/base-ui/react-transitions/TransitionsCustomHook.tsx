import * as React from 'react';
import {
  TransitionContext,
  useTransitionStateManager,
  useTransitionTrigger,
} from '@mui/base/useTransition';

function Trigger({ open, children }: { open: boolean; children: React.ReactNode }) {
  const { contextValue, hasExited } = useTransitionTrigger(open);
  if (!open && hasExited) {
    return null;
  }
  return <TransitionContext.Provider value={contextValue}>{children}</TransitionContext.Provider>;
}

// A transition of our own: it grows from zero height with an inline style, then reports the end.
function Grow({ children }: { children: React.ReactNode }) {
  const { requestedEnter, onExited } = useTransitionStateManager();
  const [entered, setEntered] = React.useState(false);
  React.useEffect(() => {
    // Wait one frame so the collapsed state is painted before the enter transition starts.
    const frame = requestAnimationFrame(() => setEntered(requestedEnter));
    return () => cancelAnimationFrame(frame);
  }, [requestedEnter]);
  return (
    <div
      onTransitionEnd={(event) => {
        if (event.propertyName === 'max-height' && !requestedEnter) {
          onExited();
        }
      }}
      style={{
        overflow: 'hidden',
        maxHeight: entered ? 120 : 0,
        transition: 'max-height 300ms ease',
      }}
    >
      {children}
    </div>
  );
}

export default function TransitionsCustomHook() {
  const [open, setOpen] = React.useState(false);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, minHeight: 150, fontSize: 14 }}>
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        style={{ alignSelf: 'flex-start' }}
      >
        {open ? 'Fewer' : 'More'} details
      </button>
      <Trigger open={open}>
        <Grow>
          <div style={{ padding: 12, borderRadius: 8, border: '1px solid #a78bfa' }}>
            Free returns within 30 days. Repairs are covered for two years from the date of
            purchase.
          </div>
        </Grow>
      </Trigger>
    </div>
  );
}
