/**
 * The export of the fixture pages that test pages rather than services: the hostile Markdown of
 * test/fixtures/hostile-markdown (hostile-markdown.spec.ts) and the Pro and Premium data grid
 * demos of test/fixtures/licensed-content (mui-x-licence.spec.ts), built together through
 * DOCS_CONTENT_DIR into .e2e-builds/fixture-pages with NEXT_PUBLIC_MUI_X_LICENSE_KEY set, and
 * without the service worker and analytics settings of builds.ts. One build serves both specs:
 * a Next.js build compiles every route however few pages it has, about a minute on CI.
 *
 * The key: MUI X 6 (@mui/x-license-pro 6.10) accepts a key whose first 32 characters are the MD5
 * of the rest, a base64 `O=<order>,E=<expiry ms>,S=<scope>,LM=<model>,KV=2`; in a production
 * build it must expire after the package's release date. There is no signature in this version,
 * so the package's own generateLicense makes such a key. This one is a test key for this build
 * only (order E2E-TEST): it exists to prove that a configured key reaches MUI X and lifts the
 * watermark, and is never part of the site. The hostile pages do not depend on it.
 */
import path from 'node:path';
import { generateLicense } from '@mui/x-license-pro';
import { buildFixtureExport } from './fixtureExport';

export const FIXTURE_PAGES_BUILD = path.resolve('.e2e-builds', 'fixture-pages');

/** A Premium key (it covers Pro too), expiring long after the installed packages' release. */
export const TEST_LICENSE_KEY = generateLicense({
  orderNumber: 'E2E-TEST',
  expiryDate: new Date(Date.UTC(2099, 11, 31)),
  scope: 'premium',
  licensingModel: 'annual',
});

/** Builds the export, or keeps the one an earlier spec of this run built. */
export function buildFixturePagesExport(): void {
  buildFixtureExport({
    label: 'fixture pages',
    outDir: FIXTURE_PAGES_BUILD,
    contentDirs: [
      path.resolve('test', 'fixtures', 'hostile-markdown'),
      path.resolve('test', 'fixtures', 'licensed-content'),
    ],
    settings: { NEXT_PUBLIC_MUI_X_LICENSE_KEY: TEST_LICENSE_KEY },
  });
}
