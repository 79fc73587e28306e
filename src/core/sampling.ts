/**
 * Sampling of analytics events. The random source is injected so that the rules can be tested.
 */

/** A source of numbers in [0, 1), like `Math.random`. */
export type RandomSource = () => number;

/** Web vitals are reported for about 1 visit in 10,000 (docs/product-rules.md#analytics). */
export const WEB_VITALS_SAMPLE_RATE = 1 / 10_000;

/** True for about `rate` of the calls: 0 never, 1 always. A rate outside 0–1 is clamped. */
export function isSampled(rate: number, random: RandomSource): boolean {
  if (!Number.isFinite(rate) || rate <= 0) {
    return false;
  }
  if (rate >= 1) {
    return true;
  }
  return random() < rate;
}

/**
 * The rate of a `data-ga-event-split` attribute: a number from 0 to 1. A missing, empty or
 * unreadable value means every click is sent; a value out of range is clamped.
 */
export function parseSplit(value: string | null | undefined): number {
  if (value === null || value === undefined || value.trim() === '') {
    return 1;
  }
  const rate = Number(value);
  if (!Number.isFinite(rate)) {
    return 1;
  }
  return Math.min(1, Math.max(0, rate));
}
