/**
 * The browser-side services (SiteServices: service worker registration and analytics), loaded
 * once the page is interactive rather than with every page's first scripts: they render nothing,
 * and neither a page view nor a registration needs to come before the page responds. They wait for
 * the demos and the restored settings (demoHydrationGate.ts, as `<html data-hydrated>` does), then
 * for an idle moment, so their chunk is not among what a page downloads before it is interactive.
 */
import * as React from 'react';
import { afterDemosHydrate } from '@/providers/demoHydrationGate';

const SiteServices = React.lazy(() => import('./SiteServices'));

/** Runs `task` when the browser is idle (at the latest after `timeout` ms); returns a cancel. */
function whenIdle(task: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}

export default function SiteServicesAfterHydration(): React.ReactElement | null {
  const [ready, setReady] = React.useState(false);
  React.useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    const cancelWait = afterDemosHydrate(() => {
      cancelIdle = whenIdle(() => setReady(true), 2000);
    });
    return () => {
      cancelWait();
      cancelIdle?.();
    };
  }, []);
  return ready ? (
    // A boundary of its own: while the chunk loads, nothing else of the page is suspended.
    <React.Suspense fallback={null}>
      <SiteServices />
    </React.Suspense>
  ) : null;
}
