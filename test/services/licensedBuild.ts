/**
 * The export mui-x-licence.spec.ts runs against: one page of Pro and Premium data grid demos
 * (test/fixtures/licensed-content) built with NEXT_PUBLIC_MUI_X_LICENSE_KEY set.
 *
 * The key: MUI X 6 (@mui/x-license-pro 6.10) accepts a key whose first 32 characters are the MD5
 * of the rest, a base64 `O=<order>,E=<expiry ms>,S=<scope>,LM=<model>,KV=2`; in a production
 * build it must expire after the package's release date. There is no signature in this version,
 * so the package's own generateLicense makes such a key. This one is a test key for this build
 * only (order E2E-TEST): it exists to prove that a configured key reaches MUI X and lifts the
 * watermark, and is never part of the site.
 */
import path from 'node:path';
import { generateLicense } from '@mui/x-license-pro';
import { buildFixtureExport } from './fixtureExport';

export const LICENSED_BUILD = path.resolve('.e2e-builds', 'mui-x-licensed');

/** A Premium key (it covers Pro too), expiring long after the installed packages' release. */
export const TEST_LICENSE_KEY = generateLicense({
  orderNumber: 'E2E-TEST',
  expiryDate: new Date(Date.UTC(2099, 11, 31)),
  scope: 'premium',
  licensingModel: 'annual',
});

export function buildLicensedExport(): void {
  buildFixtureExport({
    label: 'licensed',
    outDir: LICENSED_BUILD,
    contentDir: path.resolve('test', 'fixtures', 'licensed-content'),
    settings: { NEXT_PUBLIC_MUI_X_LICENSE_KEY: TEST_LICENSE_KEY },
  });
}
