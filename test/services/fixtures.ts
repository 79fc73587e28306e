/**
 * The end-to-end fixtures, with the services exports' one third party answered locally: their
 * build has a measurement id (builds.ts), so any page left open long enough loads Google's tag
 * script once it is idle. On this closed network that request fails and the diagnostics fixture
 * counts a failed request and a console error, whichever test happened to be slow enough (a page
 * of untranslated-pages.spec.ts did, on a clean clone with one core kept busy). Here it gets an
 * empty script instead. A test that needs the script to fail (analytics.spec.ts) routes it itself:
 * the route registered last wins.
 */
import { test as e2eTest } from '../e2e/support/fixtures';

export { expect, type Diagnostics } from '../e2e/support/fixtures';

const TAG_SCRIPT = /^https:\/\/www\.googletagmanager\.com\//;

export const test = e2eTest.extend<{ localTagScript: null }>({
  localTagScript: [
    async ({ context }, use) => {
      await context.route(TAG_SCRIPT, (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
      );
      await use(null);
    },
    { auto: true },
  ],
});
