import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { SERVICES_HOST } from './test/services/builds';

// The service worker and analytics tests (test/services/). They need exports built with other
// settings than out/ (the production host set to the test server's host, a test measurement
// id), so the global setup builds them into .e2e-builds/ and the tests serve them themselves on
// their own port (E2E_PORT + 1000, or E2E_SERVICES_PORT), one test at a time.
//
//   E2E_PORT=4202 npx playwright test -c playwright.services.config.ts

const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  console.error("\nDebian's chromium is missing: run `apt-get install -y chromium`\n");
  process.exit(1);
}

export default defineConfig({
  testDir: 'test/services',
  globalSetup: './test/services/global-setup.ts',
  fullyParallel: false,
  // One server on one fixed port, swapped between builds by some tests.
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  outputDir: 'test-results/services',
  use: {
    baseURL: `http://${SERVICES_HOST}`,
    browserName: 'chromium',
    headless: true,
    actionTimeout: 10_000,
    navigationTimeout: 30_000,
    // Off on CI, as in playwright.config.ts: nothing there can open a trace.
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
});
