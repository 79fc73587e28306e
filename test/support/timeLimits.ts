/**
 * The time limits of the browser suites, in one place. Each is what a test needs on the 2-core
 * machines the suites run on, times SLOWER_MACHINE_FACTOR: `npm test` must pass on a machine
 * twice as slow, or on one where another process keeps a core busy (axe over the data grid page,
 * dark and right to left, took 30 s alone and over 60 s with four browsers on a busy machine).
 * A limit only stops a test that hangs; how fast pages are is measured by `npm run bench`, never
 * by a time limit (docs/testing.md).
 */
export const SLOWER_MACHINE_FACTOR = 2;

const scaled = (milliseconds: number): number => milliseconds * SLOWER_MACHINE_FACTOR;

export const TIME_LIMITS = {
  /** End-to-end tests over the export (playwright.config.ts). */
  e2e: { test: scaled(45_000), expect: scaled(10_000), serverStart: scaled(30_000) },
  /** The site-wide gates: many pages, four browsers at once (playwright.gates.config.ts). */
  gates: { test: scaled(60_000) },
  /** The service worker and analytics builds (playwright.services.config.ts). */
  services: {
    test: scaled(60_000),
    expect: scaled(15_000),
    /** A service worker installing, taking control or being replaced by a new version. */
    workerUpdate: scaled(45_000),
  },
} as const;
