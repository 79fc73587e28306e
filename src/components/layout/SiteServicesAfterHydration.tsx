/**
 * The browser-side services (SiteServices: service worker registration and analytics), loaded
 * once the page is interactive rather than with every page's first scripts: they render nothing,
 * and neither a page view nor a registration needs to come before the page responds. They wait for
 * the page to be interactive (`<html data-hydrated>`), then for an idle moment, so their chunk
 * is not among what a page downloads before it is interactive.
 */
import * as React from 'react';
import { afterInteractive } from './afterInteractive';

const SiteServices = React.lazy(() => import('./SiteServices'));

export default function SiteServicesAfterHydration(): React.ReactElement | null {
  const [ready, setReady] = React.useState(false);
  React.useEffect(() => afterInteractive(() => setReady(true)), []);
  return ready ? (
    // A boundary of its own: while the chunk loads, nothing else of the page is suspended.
    <React.Suspense fallback={null}>
      <SiteServices />
    </React.Suspense>
  ) : null;
}
