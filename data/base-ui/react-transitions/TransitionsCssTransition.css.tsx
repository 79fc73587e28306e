import * as React from 'react';
import { CssTransition } from '@mui/base/Transitions';
import { TransitionContext, useTransitionTrigger } from '@mui/base/useTransition';

// CssTransition has no default class name: it toggles the enter and exit classes you choose.
const styles = `
.css-transition { display: flex; flex-direction: column; gap: 12px; align-items: flex-start; min-height: 110px; }
.css-transition .panel {
  width: 280px;
  padding: 12px 16px;
  border-radius: 10px;
  background: #ecfeff;
  border: 1px solid #67e8f9;
  font-size: 0.875rem;
  transition: opacity 250ms ease, transform 250ms ease;
}
.css-transition .panel-hidden { opacity: 0; transform: translateY(-8px); }
.css-transition .panel-visible { opacity: 1; transform: none; }
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
    <div className="css-transition">
      <style>{styles}</style>
      <button type="button" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
        {open ? 'Hide' : 'Show'} release notes
      </button>
      <Reveal open={open}>
        <CssTransition
          className="panel"
          enterClassName="panel-visible"
          exitClassName="panel-hidden"
          lastTransitionedPropertyOnExit="opacity"
        >
          Version 2.4 adds offline mode and faster search.
        </CssTransition>
      </Reveal>
    </div>
  );
}
