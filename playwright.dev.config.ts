import { defineConfig } from '@playwright/test';
import { BROWSER_USE, requireChromium } from './test/support/browser';

// The author's server (test/dev/): `npm run dev` itself, as an author starts it, on a port of its
// own (E2E_PORT + 2000, or E2E_DEV_PORT), in Debian's Chromium as everywhere else. It needs no
// export: the server compiles what the browser asks for.
//
//   npx playwright test -c playwright.dev.config.ts

requireChromium();

const HOST = '127.0.0.1';
const PORT = Number(process.env.E2E_DEV_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 2000);
/** The page the server is started with: compiled before the first test. */
const FIRST_PAGE = '/material-ui/react-button/';

export default defineConfig({
  testDir: 'test/dev',
  outputDir: 'test-results/dev',
  // One server compiling for one browser.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: 'list',
  // A part of the page opened for the first time is compiled first.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  globalTeardown: './test/dev/global-teardown.ts',
  use: {
    ...BROWSER_USE,
    baseURL: `http://${HOST}:${PORT}`,
    actionTimeout: 30_000,
    navigationTimeout: 120_000,
  },
  webServer: {
    command: `node scripts/dev.mjs -p ${PORT} --hostname ${HOST}`,
    url: `http://${HOST}:${PORT}${FIRST_PAGE}`,
    reuseExistingServer: false,
    // A first start on a fresh clone compiles the page before it answers.
    timeout: 180_000,
    // Ctrl+C, as an author stops it: next dev writes its cache and exits.
    gracefulShutdown: { signal: 'SIGINT', timeout: 30_000 },
    env: { NEXT_TELEMETRY_DISABLED: '1' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
