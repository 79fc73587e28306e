import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';
import { Portal } from '@mui/base/Portal';
import { unstable_useModal as useModal } from '@mui/base/unstable_useModal';

interface LightboxProps {
  open: boolean;
  onClose: () => void;
  children: React.ReactElement;
}

// The hook handles Escape, the backdrop click, the scroll lock and aria-hidden; we render the rest.
function Lightbox({ open, onClose, children }: LightboxProps) {
  const rootRef = React.useRef<HTMLDivElement>(null);
  const { getRootProps, getBackdropProps, portalRef, isTopModal } = useModal({
    open,
    onClose,
    rootRef,
    children,
  });
  if (!open) {
    return null;
  }
  return (
    <Portal ref={portalRef}>
      <div
        {...getRootProps()}
        style={{ position: 'fixed', inset: 0, zIndex: 1300, display: 'grid', placeItems: 'center' }}
      >
        <div
          {...getBackdropProps()}
          style={{ position: 'fixed', inset: 0, background: 'rgb(0 0 0 / 0.8)' }}
        />
        <FocusTrap open isEnabled={isTopModal}>
          {children}
        </FocusTrap>
      </div>
    </Portal>
  );
}

export default function UseModalDemo() {
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        View poster
      </button>
      <Lightbox open={open} onClose={() => setOpen(false)}>
        <figure
          tabIndex={-1}
          role="dialog"
          aria-modal="true"
          aria-label="Poster"
          style={{
            position: 'relative',
            margin: 0,
            padding: 16,
            borderRadius: 8,
            background: '#fff',
            color: '#0f172a',
          }}
        >
          <div
            aria-hidden
            style={{
              width: 220,
              height: 140,
              borderRadius: 6,
              background: 'linear-gradient(135deg, #f97316, #db2777 55%, #4f46e5)',
            }}
          />
          <figcaption style={{ display: 'flex', justifyContent: 'space-between', marginTop: 8 }}>
            Summer festival
            <button type="button" onClick={() => setOpen(false)}>
              Close
            </button>
          </figcaption>
        </figure>
      </Lightbox>
    </div>
  );
}
