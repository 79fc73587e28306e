/**
 * Page views, with the page's location as origin and path only (src/core/analyticsPayloads.ts):
 * `set` first, so that every event gtag sends after it (clicks, web vitals) carries that location
 * instead of the browser's own, which holds the query string and the hash.
 */
import { pageLocation, pageViewParams } from '@/core/analyticsPayloads';
import { sendToGtag } from './gtag';

export function sendPageView(path: string): void {
  const location = pageLocation(window.location.href);
  sendToGtag('set', { page_location: location });
  sendToGtag('event', 'page_view', { ...pageViewParams(path), page_location: location });
}
