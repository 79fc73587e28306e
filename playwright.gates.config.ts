import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { TIME_LIMITS } from './test/support/timeLimits';

// The site-wide quality gates (test/gates): the same server, browser and settings as the
// end-to-end tests, over many more pages. `npm test` runs each gate as its own timed step.
export default defineConfig({
  ...base,
  testDir: 'test/gates',
  outputDir: 'test-results/gates',
  // Many short tests: a dot per test keeps the log readable; failures are printed in full.
  reporter: process.env.CI ? 'dot' : 'list',
  timeout: TIME_LIMITS.gates.test,
  // Most of a gate test is waiting (a quiet network, axe's pass over the page): four browsers at
  // once keep two cores busy.
  workers: 4,
});
