/**
 * The browser every Playwright suite uses (playwright.config.ts, the gates', the services' and the
 * dev server's): Debian's Chromium with the flags these machines need (scripts/chromium.mjs).
 */
import { existsSync } from 'node:fs';
import type { PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

/** Stops the run before any test, with one clear line, when Debian's Chromium is missing. */
export function requireChromium(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    console.error("\nDebian's chromium is missing: run `apt-get install -y chromium`\n");
    process.exit(1);
  }
}

/** The `use` settings of every suite, but its base URL. */
export const BROWSER_USE = {
  browserName: 'chromium',
  headless: true,
  actionTimeout: 10_000,
  navigationTimeout: 30_000,
  // A trace costs about a tenth of every test's time, and on CI nothing can open it: there a
  // failure is read from the log. Locally a failing test keeps its trace.
  trace: process.env.CI ? 'off' : 'retain-on-failure',
  screenshot: 'only-on-failure',
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
} satisfies PlaywrightTestConfig['use'];
