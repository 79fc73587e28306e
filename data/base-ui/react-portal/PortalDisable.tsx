import * as React from 'react';
import { Portal } from '@mui/base/Portal';

export default function PortalDisable() {
  const [disabled, setDisabled] = React.useState(true);
  const target = React.useRef<HTMLDivElement>(null);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 10, fontSize: 14 }}>
      <label>
        <input
          type="checkbox"
          checked={disabled}
          onChange={(event) => setDisabled(event.target.checked)}
        />{' '}
        disablePortal
      </label>
      <div style={{ padding: 10, borderRadius: 8, background: '#f1f5f9' }}>
        Parent:{' '}
        <Portal disablePortal={disabled} container={() => target.current}>
          <span style={{ padding: '2px 8px', borderRadius: 6, background: '#fde68a' }}>badge</span>
        </Portal>
      </div>
      <div ref={target} style={{ padding: 10, borderRadius: 8, background: '#ecfdf5' }}>
        Portal target:{' '}
      </div>
    </div>
  );
}
