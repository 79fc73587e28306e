import * as React from 'react';
import { Portal } from '@mui/base/Portal';

// Portal renders no element of its own, so the styles target the content and the areas.
const styles = `
.css-portal { display: flex; flex-direction: column; gap: 10px; }
.css-portal button { align-self: flex-start; }
.css-portal .area { min-height: 40px; padding: 10px; border: 1px dashed #94a3b8; border-radius: 8px; font-size: 0.875rem; }
.css-portal .moved { color: #2563eb; }
`;

export default function PortalBasic() {
  const [show, setShow] = React.useState(false);
  const container = React.useRef<HTMLDivElement>(null);
  return (
    <div className="css-portal">
      <style>{styles}</style>
      <button type="button" onClick={() => setShow((s) => !s)}>
        {show ? 'Unmount children' : 'Mount children'}
      </button>
      <div className="area">
        Written here in JSX:
        {show ? (
          <Portal container={() => container.current}>
            <strong className="moved"> …but rendered in the other box.</strong>
          </Portal>
        ) : null}
      </div>
      <div ref={container} className="area">
        Portal target:{' '}
      </div>
    </div>
  );
}
