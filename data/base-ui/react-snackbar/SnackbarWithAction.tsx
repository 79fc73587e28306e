import * as React from 'react';
import { styled } from '@mui/system';
import { Snackbar } from '@mui/base/Snackbar';

const Stage = styled('div')`
  position: relative;
  height: 140px;
  padding: 12px;
  border: 1px solid #94a3b8;
  border-radius: 10px;
  overflow: hidden;
  font-size: 0.875rem;
`;

const Toast = styled(Snackbar)`
  position: absolute;
  left: 12px;
  right: 12px;
  bottom: 12px;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  justify-content: space-between;
  padding: 10px 14px;
  border-radius: 8px;
  background: #312e81;
  color: #fff;
`;

export default function SnackbarWithAction() {
  const [archived, setArchived] = React.useState<string[]>([]);
  const [open, setOpen] = React.useState(false);
  const inbox = ['Invoice #118', 'Team lunch', 'Weekly report'].filter(
    (item) => !archived.includes(item),
  );
  const last = archived[archived.length - 1];
  return (
    <Stage>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {inbox.map((item) => (
          <button
            key={item}
            type="button"
            onClick={() => {
              setArchived((prev) => [...prev, item]);
              setOpen(true);
            }}
          >
            Archive “{item}”
          </button>
        ))}
        {inbox.length === 0 ? <span>Inbox zero.</span> : null}
      </div>
      <Toast open={open} autoHideDuration={5000} onClose={() => setOpen(false)}>
        <span role="status">“{last}” archived</span>
        <button
          type="button"
          onClick={() => {
            setArchived((prev) => prev.slice(0, -1));
            setOpen(false);
          }}
        >
          Undo
        </button>
      </Toast>
    </Stage>
  );
}
