import * as React from 'react';
import { keyframes, styled } from '@mui/system';
import { CssAnimation } from '@mui/base/Transitions';
import { TransitionContext, useTransitionTrigger } from '@mui/base/useTransition';

const popIn = keyframes`
  from { opacity: 0; transform: scale(0.6); }
  to { opacity: 1; transform: scale(1); }
`;

const popOut = keyframes`
  from { opacity: 1; transform: scale(1); }
  to { opacity: 0; transform: scale(0.6); }
`;

const Bubble = styled(CssAnimation)`
  display: inline-block;
  padding: 10px 16px;
  border-radius: 999px;
  background: #7c3aed;
  color: #fff;
  font-size: 0.875rem;

  &.entering {
    animation: ${popIn} 220ms ease-out forwards;
  }

  &.exiting {
    animation: ${popOut} 180ms ease-in forwards;
  }
`;

export default function TransitionsCssAnimation() {
  const [open, setOpen] = React.useState(true);
  const { contextValue, hasExited } = useTransitionTrigger(open);
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', minHeight: 48 }}>
      <button type="button" onClick={() => setOpen((o) => !o)}>
        Toggle
      </button>
      {open || !hasExited ? (
        <TransitionContext.Provider value={contextValue}>
          <Bubble
            enterClassName="entering"
            exitClassName="exiting"
            enterAnimationName={popIn.name}
            exitAnimationName={popOut.name}
          >
            Saved!
          </Bubble>
        </TransitionContext.Provider>
      ) : null}
    </div>
  );
}
