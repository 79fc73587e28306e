import { expect, test } from '@playwright/test';
import { waitForHydration } from '../e2e/support/site';
import { buildFixturePagesExport, FIXTURE_PAGES_BUILD } from './fixturePagesBuild';
import { serve, type RunningServer } from './server';

// Pro and Premium demos of an export built with NEXT_PUBLIC_MUI_X_LICENSE_KEY set to a key MUI X 6
// accepts (see fixturePagesBuild.ts): the grids render without MUI X's watermark and without any
// licence message in the console. Without a key, the same demos of the real site show MUI X's
// "MUI X Missing license key" watermark (test/e2e/demo-toolbar.spec.ts), so together the two
// prove that the site's key, and only it, decides the watermark.

const PAGE = '/x/getting-started/licensed-demos/';

let server: RunningServer;

test.beforeAll(() => {
  // A Next.js build of the one-page fixture: a few minutes on a loaded machine.
  test.setTimeout(15 * 60_000);
  buildFixturePagesExport();
});

test.beforeEach(async () => {
  server = await serve(FIXTURE_PAGES_BUILD, 0);
});

test.afterEach(async () => {
  await server.close();
});

test('with NEXT_PUBLIC_MUI_X_LICENSE_KEY set to a key MUI X accepts, Pro and Premium demos show no watermark and log no licence message', async ({
  page,
}) => {
  const licenceMessages: string[] = [];
  page.on('console', (message) => {
    if (/licen[cs]e/i.test(message.text())) {
      licenceMessages.push(message.text());
    }
  });
  await page.goto(`${server.url}${PAGE}`);
  await waitForHydration(page);
  for (const [name, cell] of [
    ['LicensedProGrid', 'Platform'],
    ['LicensedPremiumGrid', 'Japan'],
  ] as const) {
    const region = page.getByRole('region', { name, exact: true });
    // The grid really rendered its rows (a watermark is drawn with them, never later).
    await expect(region.getByRole('cell', { name: cell, exact: true })).toBeVisible();
    await expect(region.getByText(/^MUI X /)).toHaveCount(0);
  }
  expect(licenceMessages).toEqual([]);
});
