import * as React from 'react';
import { styled } from '@mui/system';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssTransition } from '@mui/base/Transitions';

const AnimatedCard = styled(CssTransition)`
  width: 220px;
  padding: 12px 14px;
  border-radius: 10px;
  background: #0f172a;
  color: #f8fafc;
  font-size: 0.875rem;
  transform-origin: top center;
  transition:
    opacity 180ms ease,
    transform 180ms ease;

  &.closed {
    opacity: 0;
    transform: scale(0.9) translateY(-6px);
  }

  &.open {
    opacity: 1;
    transform: none;
  }

  @media (prefers-reduced-motion: reduce) {
    transition-duration: 1ms;
  }
`;

export default function PopupAnimated() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <button type="button" ref={setAnchor} onClick={() => setOpen((o) => !o)} aria-expanded={open}>
        {open ? 'Close' : 'Open'} animated popup
      </button>
      <Popup open={open} anchor={anchor} offset={8}>
        <AnimatedCard
          enterClassName="open"
          exitClassName="closed"
          lastTransitionedPropertyOnExit="transform"
        >
          Popup keeps this card mounted until its exit transition has finished.
        </AnimatedCard>
      </Popup>
    </div>
  );
}
