/**
 * Renders its children from the first time `open` is true on, and keeps them mounted after (so a
 * closing transition still plays), inside a Suspense boundary: for the drawers, menus and dialogs
 * whose code is loaded with React.lazy only when first asked for.
 *
 * Once a navigation completes, closed children are dropped (they mount afresh when next opened).
 * A search result, a language or a product closes its menu and changes the route at once; should
 * the route change interrupt the closing transition, MUI's modal would stay mounted and keep the
 * new page hidden from assistive technology (aria-hidden on #__next).
 */
import * as React from 'react';
import Router from 'next/router';

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
  const openNow = React.useRef(open);
  openNow.current = open;
  React.useEffect(() => {
    const dropWhenClosed = (): void => {
      if (!openNow.current) setOpened(false);
    };
    Router.events.on('routeChangeComplete', dropWhenClosed);
    return () => Router.events.off('routeChangeComplete', dropWhenClosed);
  }, []);
  return opened ? <React.Suspense fallback={null}>{children}</React.Suspense> : null;
}
