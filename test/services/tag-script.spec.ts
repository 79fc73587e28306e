/**
 * The services fixtures (./fixtures.ts) answer Google's tag script locally: a page of the export
 * built with a measurement id loads it once idle, and on this closed network it would otherwise
 * fail in whichever test kept its page open long enough. Here the page waits for the script; the
 * diagnostics fixture then finds no failed request and no console error.
 */
import { test } from './fixtures';
import { FIRST_BUILD } from './builds';
import { serve, type RunningServer } from './server';

let server: RunningServer;

test.beforeEach(async () => {
  server = await serve(FIRST_BUILD, 0);
});

test.afterEach(async () => {
  await server.close();
});

test('a page left open loads the tag script without a failed request', async ({ page }) => {
  const loaded = page.waitForEvent('requestfinished', {
    predicate: (request) => request.url().startsWith('https://www.googletagmanager.com/gtag/js'),
  });
  await page.goto(`${server.url}/material-ui/getting-started/installation/`);
  await loaded;
});
