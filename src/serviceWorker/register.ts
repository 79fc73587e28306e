/**
 * Registers /sw.js with workbox-window on the production host of a production build only
 * (src/core/serviceWorkerPolicy.ts). When another version takes control of a page that a worker
 * already controlled, the page reloads once, and never more than once in ten minutes
 * (src/core/serviceWorkerReload.ts): two versions served alternately during a rolling deploy
 * cannot make it reload at every update check.
 */
import { SERVICE_WORKER_URL, shouldRegisterServiceWorker } from '@/core/serviceWorkerPolicy';
import {
  RELOAD_STORAGE_KEY,
  parseLastReload,
  shouldReloadOnControllerChange,
} from '@/core/serviceWorkerReload';

function readLastReload(now: number): number | null {
  try {
    return parseLastReload(window.sessionStorage.getItem(RELOAD_STORAGE_KEY), now);
  } catch {
    return null;
  }
}

/** Records the reload; false when it cannot be recorded (storage off), so it cannot be limited. */
function rememberReload(now: number): boolean {
  try {
    window.sessionStorage.setItem(RELOAD_STORAGE_KEY, String(now));
    return window.sessionStorage.getItem(RELOAD_STORAGE_KEY) === String(now);
  } catch {
    return false;
  }
}

export function registerServiceWorker(warn: (message: string) => void): void {
  const allowed = shouldRegisterServiceWorker({
    environment: process.env.NODE_ENV,
    host: window.location.host,
    productionHost: process.env.NEXT_PUBLIC_PRODUCTION_HOST,
    supported: 'serviceWorker' in navigator,
  });
  if (!allowed) {
    return;
  }
  // Whether a worker controlled this page before the next change of controller.
  let controlled = navigator.serviceWorker.controller !== null;
  let reloading = false;
  import('workbox-window')
    .then(({ Workbox }) => {
      const workbox = new Workbox(SERVICE_WORKER_URL);
      workbox.addEventListener('controlling', () => {
        const previouslyControlled = controlled;
        controlled = true;
        const now = Date.now();
        if (
          !reloading &&
          shouldReloadOnControllerChange({
            previouslyControlled,
            now,
            lastReloadAt: readLastReload(now),
          }) &&
          rememberReload(now)
        ) {
          reloading = true;
          window.location.reload();
        }
      });
      return workbox.register();
    })
    .catch((error: unknown) => {
      warn(
        `Service worker registration failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
}
