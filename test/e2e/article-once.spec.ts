import { expect, test, type Page } from '@playwright/test';
import {
  choose,
  closeSettings,
  isSameDocument,
  markDocument,
  openSettings,
  waitForHydration,
} from './support/site';

// The build leaves a Markdown page's article out of the page data in its HTML (pages/_document.tsx,
// src/content/export/articleOnce.ts); the page reads it back from its own HTML. These tests hold the reader's view:
// the article is there after hydration, after a re-render of the whole shell, and after
// client-side navigation away and back.

const GUIDE = '/material-ui/getting-started/installation/';

async function articleText(page: Page): Promise<string> {
  return (await page.locator('.markdown-body').first().innerText()).trim();
}

test('a page carries its article once: in its HTML, not again in its page data (docs/upgrading.md#page-data-in-the-html)', async ({
  page,
}) => {
  await page.goto(GUIDE);
  const data = await page.evaluate(
    () => document.getElementById('__NEXT_DATA__')?.textContent ?? '',
  );
  const segments = (
    JSON.parse(data) as { props: { pageProps: { segments: { type: string; html?: string }[] } } }
  ).props.pageProps.segments;
  expect(segments.filter((segment) => segment.type !== 'demo').length).toBeGreaterThan(1);
  for (const segment of segments.filter((s) => s.type !== 'demo')) {
    expect(segment.html).toBe('');
  }
  // A sentence of the article and the highlighted code are in the page, once.
  const sentence = (await page.locator('.markdown-body p').nth(2).innerText()).slice(0, 40);
  expect(sentence.length).toBeGreaterThan(20);
  expect(data).not.toContain(sentence);
  expect(data).not.toContain('shiki');
  await expect(page.locator('.markdown-body pre.shiki').first()).toBeAttached();
});

test('the article stays after hydration, a direction change and navigation back', async ({
  page,
}) => {
  await page.goto(GUIDE);
  await waitForHydration(page);
  const before = await articleText(page);
  expect(before.length).toBeGreaterThan(500);
  await expect(page.locator('.markdown-body pre').first()).toBeVisible();

  const dialog = await openSettings(page);
  await choose(dialog, 'Direction', 'Right to left');
  await closeSettings(page);
  expect(await articleText(page)).toBe(before);

  await page
    .locator('nav[aria-label="Main navigation"] a[href="/material-ui/getting-started/usage/"]')
    .click();
  await expect(page).toHaveURL(/\/getting-started\/usage\/$/);
  await expect(page.locator('h1')).not.toHaveText(/Installation/);
  expect((await articleText(page)).length).toBeGreaterThan(200);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${GUIDE}$`));
  await expect.poll(() => articleText(page)).toBe(before);
});

test('client-side navigation reads the next page from its HTML: the export has no page data files (docs/upgrading.md#router-data-requests-and-the-fetch-wrapper)', async ({
  page,
  request,
}) => {
  // The router asks for the page's data when the pointer reaches its link (a prefetch, declined)
  // and when it is followed: then the page's HTML is what goes over the network.
  const fetched: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'fetch') fetched.push(new URL(sent.url()).pathname);
  });
  await page.goto(GUIDE);
  await waitForHydration(page);
  const buildId = await page.evaluate(
    () =>
      (
        JSON.parse(document.getElementById('__NEXT_DATA__')?.textContent ?? '{}') as {
          buildId: string;
        }
      ).buildId,
  );
  // What Next's router would ask for is not written (scripts/export/02-navigation-data.ts).
  const dataFile = await request.get(
    `/_next/data/${buildId}/material-ui/getting-started/usage.json`,
  );
  expect(dataFile.status()).toBe(404);

  // The pointer rests on the link, so the router prefetched it: its scripts, not its page, which a
  // reader who does not follow it would download for nothing.
  await page
    .locator('nav[aria-label="Main navigation"] a[href="/material-ui/getting-started/usage/"]')
    .hover();
  await page.waitForLoadState('networkidle');
  expect(fetched).not.toContain('/material-ui/getting-started/usage/');
  await markDocument(page);
  await page
    .locator('nav[aria-label="Main navigation"] a[href="/material-ui/getting-started/usage/"]')
    .click();
  await expect(page).toHaveURL(/\/getting-started\/usage\/$/);
  await expect(page.locator('.markdown-body pre.shiki').first()).toBeVisible();
  expect((await articleText(page)).length).toBeGreaterThan(200);
  expect(await isSameDocument(page), 'the page changed without a full load').toBe(true);
  // Once: Next's background HEAD request after a navigation (for a server to revalidate) is
  // answered without downloading the page again.
  expect(fetched.filter((path) => path === '/material-ui/getting-started/usage/')).toHaveLength(1);
  expect(fetched.filter((path) => path.startsWith('/_next/data/'))).toEqual([]);
});
