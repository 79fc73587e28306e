/**
 * The one door to Google Analytics: every event goes through `window.gtag` (docs/product-rules.md#analytics), so a
 * test can stand in for it. The gtag script is only loaded when no `gtag` exists yet.
 */
import { locationParams } from '@/core/analyticsPayloads';

export type Gtag = (...args: unknown[]) => void;

interface GtagWindow {
  gtag?: Gtag;
  dataLayer?: unknown[];
}

function gtagWindow(): GtagWindow {
  return window as unknown as GtagWindow;
}

const SCRIPT_ORIGIN = 'https://www.googletagmanager.com';

/** Defines `window.gtag` (queueing into `dataLayer`) and loads the gtag script, once. */
export function installGtag(measurementId: string, warn: (message: string) => void): void {
  const target = gtagWindow();
  if (typeof target.gtag !== 'function') {
    const dataLayer = target.dataLayer ?? [];
    target.dataLayer = dataLayer;
    // gtag.js reads `arguments` objects from the data layer, not arrays.
    target.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    const script = document.createElement('script');
    script.async = true;
    script.src = `${SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
    script.onerror = () => warn(`Analytics could not be loaded from ${SCRIPT_ORIGIN}`);
    document.head.appendChild(script);
  }
  sendToGtag('js', new Date());
  // Before anything is sent: the location and referrer without query string or hash.
  sendToGtag('set', locationParams(window.location.href, document.referrer));
  sendToGtag('config', measurementId, { send_page_view: false });
}

/** Hands one call to `window.gtag` when it exists; does nothing otherwise. */
export function sendToGtag(...args: unknown[]): void {
  const { gtag } = gtagWindow();
  if (typeof gtag === 'function') {
    gtag(...args);
  }
}
