/**
 * The `process` object of the browser bundle. Next's client code names `process` (its
 * `process.env` reads are inlined at build time), so Turbopack gives every page Next's polyfill,
 * which falls back to a full Node `process` emulation (next/dist/compiled/process: timers queue,
 * argv, cwd…), 0.8 KiB gzip on every page. next.config.mjs aliases that fallback, in the browser
 * only, to this: what browser code may read of `process` (docs/upgrading.md#the-browsers-process).
 */
/* global module, queueMicrotask */
module.exports = {
  env: {},
  browser: true,
  argv: [],
  version: '',
  versions: {},
  platform: 'browser',
  cwd: () => '/',
  nextTick: (callback, ...args) => queueMicrotask(() => callback(...args)),
};
