/**
 * `next dev` only: when a page opened for the first time reloads itself to get its demos
 * (src/components/dev/DemosArriving.tsx).
 *
 * The page's props add its demo folder to the route's registry (src/content/demos/devDemoFolders.ts).
 * Next is meant to bring the rewritten registry to the open page as a hot update, but when the
 * browser subscribes to its chunks after Turbopack has already compiled the new registry, no update
 * ever comes and the page would wait for good. A reload asks the server for the compiled registry.
 * A tab reloads a page at most RELOADS_ALLOWED times within RELOAD_WINDOW_MS: a folder that never
 * arrives (a content error) must not reload the page forever. The count is kept per tab, in
 * sessionStorage under RELOAD_STORAGE_KEY, as `<count> <first reload, ms since the epoch> <path>`.
 */

/** sessionStorage key of this tab's reloads for demos. */
export const RELOAD_STORAGE_KEY = 'docs-dev-demo-reloads';

/** How long the page waits for a hot update before it reloads. */
export const RELOAD_DELAY_MS = 1500;

/** Reloads of one page allowed within RELOAD_WINDOW_MS. */
export const RELOADS_ALLOWED = 3;

export const RELOAD_WINDOW_MS = 60_000;

export interface DemoReloads {
  /** The path of the page reloaded. */
  path: string;
  /** How many times it was reloaded since `since`. */
  count: number;
  /** When the first of those reloads happened, in ms since the epoch. */
  since: number;
}

/** The stored reloads, or null for nothing stored or anything that is not a record of them. */
export function parseDemoReloads(stored: string | null): DemoReloads | null {
  const match = stored === null ? null : /^(\d{1,3}) (\d{1,15}) (\/\S*)$/.exec(stored);
  if (!match) {
    return null;
  }
  return { count: Number(match[1]), since: Number(match[2]), path: match[3] };
}

export function formatDemoReloads({ count, since, path }: DemoReloads): string {
  return `${count} ${since} ${path}`;
}

/**
 * The record to store before reloading `path` now, or null when the page has been reloaded as
 * often as allowed. Earlier reloads count only for the same path and within the window (a clock
 * set back starts a new window).
 */
export function nextDemoReload(
  previous: DemoReloads | null,
  path: string,
  now: number,
): DemoReloads | null {
  const current =
    previous !== null &&
    previous.path === path &&
    now >= previous.since &&
    now - previous.since < RELOAD_WINDOW_MS;
  if (!current) {
    return { path, count: 1, since: now };
  }
  return previous.count >= RELOADS_ALLOWED
    ? null
    : { path, count: previous.count + 1, since: previous.since };
}
