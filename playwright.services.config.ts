import { defineConfig } from '@playwright/test';
import { BROWSER_USE, requireChromium } from './test/support/browser';
import { TIME_LIMITS } from './test/support/timeLimits';
import { SERVICES_HOST } from './test/services/builds';

// The service worker and analytics tests (test/services/). They need exports built with other
// settings than out/ (the production host set to the test server's host, a test measurement
// id), so the global setup builds them into .e2e-builds/ and the tests serve them themselves on
// their own port (E2E_PORT + 1000, or E2E_SERVICES_PORT), one test at a time.
//
//   E2E_PORT=4202 npx playwright test -c playwright.services.config.ts

requireChromium();

export default defineConfig({
  testDir: 'test/services',
  globalSetup: './test/services/global-setup.ts',
  fullyParallel: false,
  // One server on one fixed port, swapped between builds by some tests.
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: 'list',
  timeout: TIME_LIMITS.services.test,
  expect: { timeout: TIME_LIMITS.services.expect },
  outputDir: 'test-results/services',
  use: { ...BROWSER_USE, baseURL: `http://${SERVICES_HOST}` },
});
