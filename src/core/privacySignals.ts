/**
 * Whether the visitor asked not to be tracked (docs/product-rules.md#analytics): Do Not Track in any of
 * the places browsers have put it, or Global Privacy Control. Either one means nothing is sent.
 */

export interface PrivacySignals {
  /** `navigator.doNotTrack` (or the older `window.doNotTrack` / `navigator.msDoNotTrack`). */
  doNotTrack: readonly (string | null | undefined)[];
  /** `navigator.globalPrivacyControl`. */
  globalPrivacyControl: unknown;
}

/** Values browsers have used to say "do not track". */
const DO_NOT_TRACK_VALUES = ['1', 'yes'];

export function isTrackingRefused({ doNotTrack, globalPrivacyControl }: PrivacySignals): boolean {
  if (globalPrivacyControl === true || globalPrivacyControl === '1') {
    return true;
  }
  return doNotTrack.some(
    (value) => typeof value === 'string' && DO_NOT_TRACK_VALUES.includes(value.toLowerCase()),
  );
}
