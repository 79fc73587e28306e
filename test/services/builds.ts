/**
 * The exports the service worker and analytics tests run against, built into .e2e-builds/ with
 * the settings those tests need (out/ is left alone):
 * - `first`: NEXT_PUBLIC_PRODUCTION_HOST = the test server's host, a test measurement id and a
 *   page feedback endpoint on a local port (DOCS_FEEDBACK_URL),
 *   over the few Markdown pages of test/fixtures/services-content (DOCS_CONTENT_DIR): the tests
 *   need the shell, the fixed pages and two pages of an area, not the whole site, and `npm test`
 *   has already built the whole site once;
 * - `second`: a copy of `first` whose service worker alone has another version, to serve in its
 *   place as a "new build".
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildFixtureExport, runOrThrow } from './fixtureExport';

export const SERVICES_PORT = Number(
  process.env.E2E_SERVICES_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 1000,
);
export const SERVICES_HOST = `127.0.0.1:${SERVICES_PORT}`;
export const TEST_MEASUREMENT_ID = 'G-E2ETEST';
/** The page feedback endpoint the build posts to: a server test/services/page-feedback.spec.ts starts. */
export const FEEDBACK_PORT = SERVICES_PORT + 50;
export const FEEDBACK_URL = `http://127.0.0.1:${FEEDBACK_PORT}/feedback`;

const ROOT = path.resolve('.e2e-builds');
export const FIRST_BUILD = path.join(ROOT, 'first');
export const SECOND_BUILD = path.join(ROOT, 'second');
const CONTENT_DIR = path.resolve('test', 'fixtures', 'services-content');

/**
 * Builds both exports: `first` as any fixture export (reused under the same conditions,
 * fixtureExport.ts), then `second` from it.
 */
export function buildServiceExports(): void {
  const settings = {
    NEXT_PUBLIC_PRODUCTION_HOST: SERVICES_HOST,
    NEXT_PUBLIC_GA_MEASUREMENT_ID: TEST_MEASUREMENT_ID,
    DOCS_FEEDBACK_URL: FEEDBACK_URL,
  };
  buildFixtureExport({
    label: 'services',
    outDir: FIRST_BUILD,
    contentDirs: [CONTENT_DIR],
    settings,
  });
  fs.rmSync(SECOND_BUILD, { recursive: true, force: true });
  fs.cpSync(FIRST_BUILD, SECOND_BUILD, { recursive: true });
  // Only the worker changes: same pages, same assets, another version. (Run by tsx: the export
  // step is an ES module that Playwright's loader cannot import from here.)
  runOrThrow(
    'tsx',
    ['scripts/rewrite-service-worker.ts', SECOND_BUILD, 'second-build'],
    process.env,
  );
}
