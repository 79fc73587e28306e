import * as React from 'react';
import { styled } from '@mui/system';
import { CssTransition } from '@mui/base/Transitions';
import { TransitionContext, useTransitionTrigger } from '@mui/base/useTransition';

interface RevealProps {
  open: boolean;
  children: React.ReactNode;
}

// A minimal trigger: renders its children until their exit transition is over.
function Reveal({ open, children }: RevealProps) {
  const { contextValue, hasExited } = useTransitionTrigger(open);
  if (!open && hasExited) {
    return null;
  }
  return <TransitionContext.Provider value={contextValue}>{children}</TransitionContext.Provider>;
}

const Panel = styled(CssTransition)`
  width: 280px;
  padding: 12px 16px;
  border-radius: 10px;
  background: #ecfeff;
  border: 1px solid #67e8f9;
  font-size: 0.875rem;
  transition:
    opacity 250ms ease,
    transform 250ms ease;
  &.panel-hidden {
    opacity: 0;
    transform: translateY(-8px);
  }
  &.panel-visible {
    opacity: 1;
    transform: none;
  }
`;

export default function TransitionsCssTransition() {
  const [open, setOpen] = React.useState(false);
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 12,
        alignItems: 'flex-start',
        minHeight: 110,
      }}
    >
      <button type="button" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
        {open ? 'Hide' : 'Show'} release notes
      </button>
      <Reveal open={open}>
        <Panel
          enterClassName="panel-visible"
          exitClassName="panel-hidden"
          lastTransitionedPropertyOnExit="opacity"
        >
          Version 2.4 adds offline mode and faster search.
        </Panel>
      </Reveal>
    </div>
  );
}
