import * as React from 'react';
import { useSnackbar } from '@mui/base/useSnackbar';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';

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
    <div style={{ fontSize: 14 }}>
      <button type="button" onClick={() => setOpen(true)}>
        Show notification
      </button>
      <p>Last close reason: {lastReason}</p>
      {open ? (
        <ClickAwayListener onClickAway={onClickAway}>
          <div
            {...getRootProps()}
            style={{
              position: 'fixed',
              left: 16,
              bottom: 16,
              zIndex: 1300,
              padding: '12px 16px',
              borderLeft: '4px solid #16a34a',
              borderRadius: 8,
              background: '#f0fdf4',
              color: '#0f172a',
              boxShadow: '0 8px 24px rgb(15 23 42 / 0.15)',
            }}
          >
            <span role="status">Three files uploaded.</span> Click elsewhere, press Escape or wait.
          </div>
        </ClickAwayListener>
      ) : null}
    </div>
  );
}
