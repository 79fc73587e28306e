import * as React from 'react';
import { styled } from '@mui/system';
import { Snackbar } from '@mui/base/Snackbar';
import type { SnackbarCloseReason } from '@mui/base/useSnackbar';

const Toast = styled(Snackbar)`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: 1300;
  display: flex;
  gap: 12px;
  align-items: center;
  max-width: 360px;
  padding: 12px 16px;
  border-radius: 10px;
  background: #0f172a;
  color: #f8fafc;
  font-size: 0.875rem;
  box-shadow: 0 10px 30px rgb(15 23 42 / 0.3);
`;

const ActionButton = styled('button')`
  font: inherit;
  font-weight: 600;
  padding: 6px 12px;
  border: 1px solid #1d4ed8;
  border-radius: 8px;
  background: #2563eb;
  color: #fff;
  cursor: pointer;
`;

export default function UnstyledSnackbar() {
  const [open, setOpen] = React.useState(false);

  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  return (
    <div>
      <ActionButton type="button" onClick={() => setOpen(true)}>
        Save draft
      </ActionButton>
      <Toast open={open} autoHideDuration={3000} onClose={handleClose}>
        <span role="status">Draft saved.</span>
        <ActionButton type="button" onClick={() => setOpen(false)} style={{ padding: '2px 8px' }}>
          Dismiss
        </ActionButton>
      </Toast>
    </div>
  );
}
