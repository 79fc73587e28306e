import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { BROWSER_USE, requireChromium } from './test/support/browser';
import { TIME_LIMITS } from './test/support/timeLimits';

// End-to-end tests run against the static export in `out/`, served like a static host would
// (scripts/serve.mjs), in Debian's Chromium. Browsers are never downloaded.

/** `E2E_PORT` lets several checkouts run their tests at once. */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const HOST = '127.0.0.1';
/** The exported site. `E2E_STATIC_DIR` points the tests at another export (e.g. a copy of out/). */
const STATIC_DIR = process.env.E2E_STATIC_DIR ?? 'out';

/** Stops before any test runs, with one clear line instead of a stack trace. */
function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

if (!existsSync(path.join(STATIC_DIR, 'index.html'))) {
  fail(
    `${path.join(STATIC_DIR, 'index.html')} is missing: the end-to-end tests run against the static export. Run \`npm run build\` first.`,
  );
}
requireChromium();

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: 0,
  reporter: 'list',
  // Two cores shared by the server and two browsers: leave room for a slow first paint.
  timeout: TIME_LIMITS.e2e.test,
  expect: { timeout: TIME_LIMITS.e2e.expect },
  outputDir: 'test-results',
  use: { ...BROWSER_USE, baseURL: `http://${HOST}:${PORT}` },
  webServer: {
    command: `node scripts/serve.mjs ${STATIC_DIR} ${PORT} --host ${HOST}`,
    url: `http://${HOST}:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: TIME_LIMITS.e2e.serverStart,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
