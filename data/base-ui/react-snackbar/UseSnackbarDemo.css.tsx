import * as React from 'react';
import { useSnackbar } from '@mui/base/useSnackbar';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';

// useSnackbar renders no class names of its own; these classes are the demo's own.
const styles = `
.css-use-snackbar { font-size: 0.875rem; }
.css-use-snackbar .toast {
  position: fixed;
  left: 16px;
  bottom: 16px;
  z-index: 1300;
  padding: 12px 16px;
  border-left: 4px solid #16a34a;
  border-radius: 8px;
  background: #f0fdf4;
  color: #0f172a;
  box-shadow: 0 8px 24px rgb(15 23 42 / 0.15);
}
`;

export default function UseSnackbarDemo() {
  const [open, setOpen] = React.useState(false);
  const [lastReason, setLastReason] = React.useState('none yet');

  const { getRootProps, onClickAway } = useSnackbar({
    open,
    autoHideDuration: 4000,
    onClose: (_event, reason) => {
      setLastReason(reason);
      setOpen(false);
    },
  });

  return (
    <div className="css-use-snackbar">
      <style>{styles}</style>
      <button type="button" onClick={() => setOpen(true)}>
        Show notification
      </button>
      <p>Last close reason: {lastReason}</p>
      {open ? (
        <ClickAwayListener onClickAway={onClickAway}>
          <div {...getRootProps()} className="toast">
            <span role="status">Three files uploaded.</span> Click elsewhere, press Escape or wait.
          </div>
        </ClickAwayListener>
      ) : null}
    </div>
  );
}
