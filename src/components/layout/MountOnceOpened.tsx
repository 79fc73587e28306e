/**
 * Renders its children from the first time `open` is true on, and keeps them mounted after (so a
 * closing transition still plays), inside a Suspense boundary: for the drawers, menus and dialogs
 * whose code is loaded with React.lazy only when first asked for.
 */
import * as React from 'react';

export default function MountOnceOpened({
  open,
  children,
}: {
  open: boolean;
  children: React.ReactNode;
}) {
  const [opened, setOpened] = React.useState(open);
  if (open && !opened) {
    setOpened(true);
  }
  return opened ? <React.Suspense fallback={null}>{children}</React.Suspense> : null;
}
