// How this project starts Debian's Chromium on these machines (docs/stack-notes.md#chromium): the
// benchmark's browsers and Lighthouse's, every Playwright suite through test/support/browser.ts,
// and npm test's check before the browser tests (test-all.mjs). Browsers are never downloaded.
// Plain JavaScript so that the .mjs scripts use it too (types: chromium.d.mts).

export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
