import * as React from 'react';
import { styled } from '@mui/system';
import { Button, buttonClasses, type ButtonOwnerState } from '@mui/base/Button';

interface TileProps extends React.HTMLAttributes<HTMLDivElement> {
  ownerState?: ButtonOwnerState;
}

// A component of your own as the root: it forwards the ref, spreads the props it receives, and
// keeps Base UI's ownerState (the button's state) off the DOM element.
const Tile = React.forwardRef<HTMLDivElement, TileProps>(function Tile(
  { children, ownerState, ...props },
  ref,
) {
  return (
    <div ref={ref} {...props} data-pressed={ownerState?.active ? '' : undefined}>
      <span aria-hidden style={{ fontSize: 24 }}>
        ☀
      </span>
      {children}
    </div>
  );
});

const TileButton = styled(Button)`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  width: 120px;
  padding: 12px;
  border: 1px solid #94a3b8;
  border-radius: 12px;
  font-size: 0.875rem;
  cursor: pointer;
  &.${buttonClasses.focusVisible} {
    outline: 3px solid #fcd34d;
  }
  &.${buttonClasses.active} {
    background: #fef3c7;
    color: #78350f;
  }
`;

export default function ButtonCustomElement() {
  const [count, setCount] = React.useState(0);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16, fontSize: 14 }}>
      <TileButton slots={{ root: Tile }} onClick={() => setCount((c) => c + 1)}>
        Sunny mode
      </TileButton>
      <span>Pressed {count} times</span>
    </div>
  );
}
