/**
 * `next dev` only: what a demo shows while its folder is not in the route's registry yet, on a
 * page opened for the first time (src/content/demos/devDemoFolders.ts). The page's props have just
 * added the folder. If no hot update brings the rewritten registry within a moment, the page
 * reloads itself, at most a few times (src/core/devDemoReload.ts), then says what to do.
 */
import * as React from 'react';
import {
  RELOAD_DELAY_MS,
  RELOAD_STORAGE_KEY,
  formatDemoReloads,
  nextDemoReload,
  parseDemoReloads,
} from '@/core/devDemoReload';

/** One reload for all the demos of a page, each of which shows this. */
let reloading = false;

/** Records the reload and starts it; false when it is not allowed or cannot be recorded. */
function reloadForDemos(): boolean {
  if (reloading) {
    return true;
  }
  const path = window.location.pathname;
  try {
    const next = nextDemoReload(
      parseDemoReloads(window.sessionStorage.getItem(RELOAD_STORAGE_KEY)),
      path,
      Date.now(),
    );
    if (next === null) {
      return false;
    }
    // An unrecorded reload could not be limited: without storage, the page waits instead.
    window.sessionStorage.setItem(RELOAD_STORAGE_KEY, formatDemoReloads(next));
  } catch {
    return false;
  }
  reloading = true;
  window.location.reload();
  return true;
}

export default function DemosArriving() {
  const [gaveUp, setGaveUp] = React.useState(false);
  React.useEffect(() => {
    const timer = window.setTimeout(() => {
      if (!reloadForDemos()) {
        setGaveUp(true);
      }
    }, RELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <p role="status">
      {gaveUp
        ? 'The demos of this page did not arrive after several reloads. Reload the page; if they still do not show, the terminal running npm run dev says why.'
        : 'Compiling the demos of this page…'}
    </p>
  );
}
