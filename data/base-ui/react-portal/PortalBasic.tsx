import * as React from 'react';
import { styled } from '@mui/system';
import { Portal } from '@mui/base/Portal';

const Area = styled('div')`
  min-height: 40px;
  padding: 10px;
  border: 1px dashed #94a3b8;
  border-radius: 8px;
  font-size: 0.875rem;
`;

export default function PortalBasic() {
  const [show, setShow] = React.useState(false);
  const container = React.useRef<HTMLDivElement>(null);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 10 }}>
      <button type="button" onClick={() => setShow((s) => !s)} style={{ alignSelf: 'flex-start' }}>
        {show ? 'Unmount children' : 'Mount children'}
      </button>
      <Area>
        Written here in JSX:
        {show ? (
          <Portal container={() => container.current}>
            <strong style={{ color: '#2563eb' }}> …but rendered in the other box.</strong>
          </Portal>
        ) : null}
      </Area>
      <Area ref={container}>Portal target: </Area>
    </div>
  );
}
