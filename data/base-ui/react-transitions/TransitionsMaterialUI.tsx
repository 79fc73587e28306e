import * as React from 'react';
import Fade from '@mui/material/Fade';
import { styled } from '@mui/system';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { useTransitionStateManager } from '@mui/base/useTransition';

// Material UI's Fade (React Transition Group) driven by Base UI's transition context.
function FadeTransition({ children }: { children: React.ReactElement }) {
  const { requestedEnter, onExited } = useTransitionStateManager();
  return (
    <Fade in={requestedEnter} onExited={onExited} timeout={300}>
      {children}
    </Fade>
  );
}

const Tip = styled('div')`
  padding: 8px 12px;
  border-radius: 8px;
  background: #0f172a;
  color: #f8fafc;
  font-size: 0.8125rem;
`;

export default function TransitionsMaterialUI() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  return (
    <div style={{ minHeight: 100 }}>
      <button
        type="button"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(anchor ? null : event.currentTarget)}
      >
        Toggle tip
      </button>
      <Popup
        open={anchor !== null}
        anchor={anchor}
        placement="bottom-start"
        offset={8}
        disablePortal
      >
        <FadeTransition>
          <Tip>Fades in and out with Material UI&apos;s Fade.</Tip>
        </FadeTransition>
      </Popup>
    </div>
  );
}
