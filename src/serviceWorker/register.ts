/**
 * Registers /sw.js with workbox-window on the production host of a production build only
 * (src/core/serviceWorkerPolicy.ts). When a new version takes control of a page that already
 * had a worker, the page reloads once; the reload itself cannot trigger another.
 */
import { shouldRegisterServiceWorker } from '@/core/serviceWorkerPolicy';

export const SERVICE_WORKER_URL = '/sw.js';

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
  import('workbox-window')
    .then(({ Workbox }) => {
      const workbox = new Workbox(SERVICE_WORKER_URL);
      let reloading = false;
      workbox.addEventListener('controlling', (event) => {
        // isUpdate: this page was controlled by an older worker when it registered. The first
        // install claims the page too, but then there is nothing stale to replace.
        if (event.isUpdate && !reloading) {
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
