/**
 * When a page reloads because another service worker took control of it (docs/product-rules.md#service-worker:
 * when a new version takes control, an open page reloads once).
 *
 * A page reloads only when it was already controlled by a worker before (the first install claims
 * the page too, but then there is nothing stale to replace), and at most once in
 * RELOAD_INTERVAL_MS: during a rolling deploy the host serves two versions alternately, each
 * update check can install the other one, and without this limit every navigation would reload.
 * The time of the last reload is kept per tab (sessionStorage, RELOAD_STORAGE_KEY).
 */

/** sessionStorage key holding the time (ms since the epoch) this tab last reloaded for an update. */
export const RELOAD_STORAGE_KEY = 'mui-sw-reloaded-at';

/** At most one reload for an update in this span. */
export const RELOAD_INTERVAL_MS = 10 * 60 * 1000;

/**
 * The stored time of the last reload, or null when there is none or it cannot be one: not a
 * whole number of milliseconds, or later than `now` by more than the interval (a clock set back,
 * a hand-edited value), which would otherwise block reloads for longer than the interval.
 */
export function parseLastReload(stored: string | null, now: number): number | null {
  if (stored === null || !/^\d{1,15}$/.test(stored)) {
    return null;
  }
  const time = Number(stored);
  return time > now + RELOAD_INTERVAL_MS ? null : time;
}

export interface ControllerChange {
  /** Whether a worker controlled the page before this change. */
  previouslyControlled: boolean;
  /** Now, in ms since the epoch. */
  now: number;
  /** When this tab last reloaded for an update (parseLastReload), or null. */
  lastReloadAt: number | null;
}

/** Whether the page reloads for this change of controlling worker. */
export function shouldReloadOnControllerChange({
  previouslyControlled,
  now,
  lastReloadAt,
}: ControllerChange): boolean {
  if (!previouslyControlled) {
    return false;
  }
  return lastReloadAt === null || Math.abs(now - lastReloadAt) >= RELOAD_INTERVAL_MS;
}
