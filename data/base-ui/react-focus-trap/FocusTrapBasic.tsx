import * as React from 'react';
import { styled } from '@mui/system';
import { FocusTrap } from '@mui/base/FocusTrap';

const Box = styled('div')`
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: 260px;
  padding: 16px;
  border: 2px solid #2563eb;
  border-radius: 10px;
  font-size: 0.875rem;

  &:focus {
    outline: 3px solid #bfdbfe;
  }
`;

export default function FocusTrapBasic() {
  const [open, setOpen] = React.useState(false);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }}>
      <button type="button" onClick={() => setOpen(true)}>
        Open trapped form
      </button>
      {open ? (
        <FocusTrap open>
          <Box tabIndex={-1}>
            <label>
              Email <input type="email" />
            </label>
            <label>
              <input type="checkbox" /> Remember me
            </label>
            <button type="button" onClick={() => setOpen(false)}>
              Close
            </button>
          </Box>
        </FocusTrap>
      ) : null}
    </div>
  );
}
