import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/site';

// A page's chunk stylesheets are one file (src/content/export/mergedStylesheets.ts): the first
// paint waits for one request where the Button page made nine. Turbopack's chunk loader must not
// fetch the originals again when the page hydrates or when another page is opened in the app.

const COMPONENT = '/material-ui/react-button/';
const MERGED = /^\/_next\/static\/chunks\/merged\.[0-9a-f]{16}\.css$/;

/** The stylesheets the page fetched from Next's chunks, merged or not. */
async function chunkStylesheetsFetched(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/_next/static/chunks/') && path.endsWith('.css')),
  );
}

test('a component page fetches one merged chunk stylesheet, and the originals never', async ({
  page,
  request,
}) => {
  const html = await (await request.get(COMPONENT)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const linked = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  const merged = linked.filter((href) => MERGED.test(href));
  expect(merged).toHaveLength(1);
  expect(linked.filter((href) => href.startsWith('/_next/static/chunks/'))).toEqual(merged);
  expect(head).not.toMatch(/<link rel="preload" href="\/_next\/static\/chunks\/[^"]+\.css"/);

  await page.goto(COMPONENT);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // The demos' styles hold (the toolbar lays its buttons out in a row).
  await expect(page.locator('.demo-toolbar').first()).toHaveCSS('display', 'flex');
  // Only the merged file, and what a part loaded later brings (the playground's).
  const fetched = await chunkStylesheetsFetched(page);
  expect(fetched[0]).toBe(merged[0]);
  const originals = new Set(
    await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet][disabled]')].map(
        (link) => new URL(link.href).pathname,
      ),
    ),
  );
  expect(originals.size).toBeGreaterThan(3);
  expect(fetched.filter((path) => originals.has(path))).toEqual([]);

  // Another page in the app: styled, and still none of the originals fetched.
  await page.locator('a[href="/material-ui/api/button/"]').first().click();
  await page.waitForURL('**/material-ui/api/button/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Button API');
  await expect(page.getByRole('button', { name: 'Table', exact: true }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect((await chunkStylesheetsFetched(page)).filter((path) => originals.has(path))).toEqual([]);
});
