/**
 * The browser-side services (SiteServices: service worker registration and analytics), loaded
 * once the page has hydrated rather than with every page's first scripts: they render nothing, and
 * neither a page view nor a registration needs to come before the page responds.
 */
import * as React from 'react';

const SiteServices = React.lazy(() => import('./SiteServices'));

export default function SiteServicesAfterHydration(): React.ReactElement | null {
  const [hydrated, setHydrated] = React.useState(false);
  React.useEffect(() => setHydrated(true), []);
  return hydrated ? (
    // A boundary of its own: while the chunk loads, nothing else of the page is suspended.
    <React.Suspense fallback={null}>
      <SiteServices />
    </React.Suspense>
  ) : null;
}
