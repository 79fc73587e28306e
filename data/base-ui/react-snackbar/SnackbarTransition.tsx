import * as React from 'react';
import { styled } from '@mui/system';
import { Snackbar } from '@mui/base/Snackbar';

const Stage = styled('div')`
  position: relative;
  height: 120px;
  padding: 12px;
  border: 1px solid #94a3b8;
  border-radius: 10px;
  overflow: hidden;
  font-size: 0.875rem;
`;

const Toast = styled(Snackbar)`
  position: absolute;
  right: 12px;
  bottom: 12px;
  padding: 10px 14px;
  border-radius: 8px;
  background: #14532d;
  color: #fff;
  transition:
    transform 250ms ease,
    opacity 250ms ease;
  transform: translateY(0);
  opacity: 1;
  &.leaving {
    transform: translateY(120%);
    opacity: 0;
  }
`;

export default function SnackbarTransition() {
  const [open, setOpen] = React.useState(false);
  // Snackbar stays mounted until `exited` is true again, so the exit animation can play.
  const [exited, setExited] = React.useState(true);
  return (
    <Stage>
      <button
        type="button"
        onClick={() => {
          setExited(false);
          setOpen(true);
        }}
      >
        Upload photo
      </button>
      <Toast
        open={open}
        exited={exited}
        autoHideDuration={2500}
        onClose={() => setOpen(false)}
        className={open ? undefined : 'leaving'}
        onTransitionEnd={() => {
          if (!open) {
            setExited(true);
          }
        }}
      >
        <span role="status">Photo uploaded</span>
      </Toast>
    </Stage>
  );
}
