/**
 * Analytics as docs/product-rules.md#analytics says: nothing without `NEXT_PUBLIC_GA_MEASUREMENT_ID`, nothing at all
 * when the visitor sends Do Not Track or Global Privacy Control.
 */
import { browserRefusesTracking } from './privacy';

export { installGtag, sendToGtag } from './gtag';
export { listenForClicks } from './clicks';
export { sendPageView } from './pageView';
export { reportWebVitals } from './webVitals';
export { createWarnOnce } from './warnOnce';

/** The measurement id of this build, or null when analytics are off for this visit. */
export function analyticsMeasurementId(): string | null {
  const id = process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID;
  if (!id || browserRefusesTracking()) {
    return null;
  }
  return id;
}
