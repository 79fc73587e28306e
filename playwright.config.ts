import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// End-to-end tests run against the static export in `out/`, served like a static host would
// (scripts/serve.mjs), in Debian's Chromium. Browsers are never downloaded.

/** `E2E_PORT` lets several checkouts run their tests at once. */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const HOST = '127.0.0.1';
/** The exported site. `E2E_STATIC_DIR` points the tests at another export (e.g. a copy of out/). */
const STATIC_DIR = process.env.E2E_STATIC_DIR ?? 'out';
const CHROMIUM = '/usr/bin/chromium';

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
if (!existsSync(CHROMIUM)) {
  fail("Debian's chromium is missing: run `apt-get install -y chromium`");
}

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: 0,
  reporter: 'list',
  // Two cores shared by the server and two browsers: leave room for a slow first paint.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  use: {
    baseURL: `http://${HOST}:${PORT}`,
    browserName: 'chromium',
    headless: true,
    actionTimeout: 10_000,
    navigationTimeout: 30_000,
    // A trace costs about a tenth of every test's time, and on CI nothing can open it: there a
    // failure is read from the log. Locally a failing test keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node scripts/serve.mjs ${STATIC_DIR} ${PORT} --host ${HOST}`,
    url: `http://${HOST}:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
