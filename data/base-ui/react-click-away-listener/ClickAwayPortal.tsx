import * as React from 'react';
import { styled } from '@mui/system';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { Portal } from '@mui/base/Portal';

const Layout = styled('div')`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  align-items: flex-start;
  font-size: 0.875rem;
`;

const Target = styled('div')`
  min-width: 200px;
  min-height: 72px;
  padding: 8px;
  border: 1px dashed #94a3b8;
  border-radius: 8px;
`;

const Note = styled('div')`
  padding: 10px 12px;
  border-radius: 8px;
  background: #ecfeff;
  color: #164e63;
`;

export default function ClickAwayPortal() {
  const [open, setOpen] = React.useState(false);
  const targetRef = React.useRef<HTMLDivElement>(null);
  return (
    <Layout>
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <div>
          <button type="button" onClick={() => setOpen((prev) => !prev)} aria-expanded={open}>
            {open ? 'Hide note' : 'Show note'}
          </button>
          {open ? (
            <Portal container={() => targetRef.current}>
              <Note>
                This note is rendered in the dashed box by a portal, yet clicking it does not close
                it: the listener follows the React tree.
              </Note>
            </Portal>
          ) : null}
        </div>
      </ClickAwayListener>
      <Target ref={targetRef} aria-label="Portal target" role="region" />
    </Layout>
  );
}
