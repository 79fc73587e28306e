/**
 * The exports the service worker and analytics tests run against, built into .e2e-builds/ with
 * the settings those tests need (out/ is left alone):
 * - `first`: NEXT_PUBLIC_PRODUCTION_HOST = the test server's host, and a test measurement id,
 *   over the few Markdown pages of test/fixtures/services-content (DOCS_CONTENT_DIR): the tests
 *   need the shell, the fixed pages and two pages of an area, not the whole site, and `npm test`
 *   has already built the whole site once;
 * - `second`: a copy of `first` whose service worker alone has another version, to serve in its
 *   place as a "new build".
 */
import fs from 'node:fs';
import path from 'node:path';
import { indexDemos } from '../../scripts/indexDemos';
import { runOrThrow } from './fixtureExport';

export const SERVICES_PORT = Number(
  process.env.E2E_SERVICES_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 1000,
);
export const SERVICES_HOST = `127.0.0.1:${SERVICES_PORT}`;
export const TEST_MEASUREMENT_ID = 'G-E2ETEST';

const ROOT = path.resolve('.e2e-builds');
export const FIRST_BUILD = path.join(ROOT, 'first');
export const SECOND_BUILD = path.join(ROOT, 'second');
const STAMP = path.join(ROOT, 'settings.json');
const CONTENT_DIR = path.resolve('test', 'fixtures', 'services-content');

function settings(): string {
  return JSON.stringify({
    host: SERVICES_HOST,
    measurementId: TEST_MEASUREMENT_ID,
    content: CONTENT_DIR,
  });
}

/**
 * Builds both exports. `E2E_REUSE_SERVICES_BUILD=1` keeps existing ones made with the same
 * settings (for working on the tests; `npm test` always builds afresh).
 */
export function buildServiceExports(): void {
  const reusable =
    process.env.E2E_REUSE_SERVICES_BUILD === '1' &&
    fs.existsSync(path.join(SECOND_BUILD, 'sw.js')) &&
    fs.existsSync(STAMP) &&
    fs.readFileSync(STAMP, 'utf8') === settings();
  if (reusable) {
    console.log(`[services] reusing the exports in ${ROOT}`);
    return;
  }
  fs.rmSync(ROOT, { recursive: true, force: true });
  fs.mkdirSync(ROOT, { recursive: true });
  const env = {
    ...process.env,
    NEXT_PUBLIC_PRODUCTION_HOST: SERVICES_HOST,
    NEXT_PUBLIC_GA_MEASUREMENT_ID: TEST_MEASUREMENT_ID,
    NEXT_EXPORT_DIR: path.relative(process.cwd(), FIRST_BUILD),
    DOCS_CONTENT_DIR: CONTENT_DIR,
  };
  console.log(`[services] building an export for ${SERVICES_HOST} into ${FIRST_BUILD}`);
  // The fixture pages have no demos: index theirs (none), so the build does not compile the
  // site's demos, then index data/ again so the checkout is left as it was.
  try {
    indexDemos(CONTENT_DIR);
    runOrThrow('next', ['build'], env);
  } finally {
    indexDemos();
  }
  runOrThrow('tsx', ['scripts/finish-export.ts', FIRST_BUILD], env);
  fs.cpSync(FIRST_BUILD, SECOND_BUILD, { recursive: true });
  // Only the worker changes: same pages, same assets, another version. (Run by tsx: the export
  // step is an ES module that Playwright's loader cannot import from here.)
  runOrThrow('tsx', ['scripts/rewrite-service-worker.ts', SECOND_BUILD, 'second-build'], env);
  fs.writeFileSync(STAMP, settings());
}
