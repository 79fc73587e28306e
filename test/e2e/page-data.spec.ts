/**
 * A page's weight does not grow with the site (docs/performance.md#small-page-data): its data (`__NEXT_DATA__`) names its
 * area's navigation file instead of carrying the tree, and names each demo's code file instead
 * of carrying the code. The side navigation is still in the server's HTML (readers without
 * JavaScript, crawlers), the tree arrives before the page hydrates (no mismatch, no reload), and
 * client-side navigation into another area loads that area's tree.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { COOKIES, isSameDocument, markDocument, seed, waitForHydration } from './support/site';
import budgets from '../../bench/budgets.json';

const NAVIGATION_FILES = '/_next/static/navigation/';
const DEMO_CODE_FILES = '/_next/static/demo-code/';

const PAGES = [
  '/material-ui/getting-started/installation/',
  '/material-ui/react-button/',
  '/material-ui/api/button/',
  '/zh/material-ui/react-button/',
  '/x/react-data-grid/',
];

interface PageProps {
  navigation?: { area?: string; url?: string; tree?: unknown } | null;
  demos?: Record<string, { variants: Record<string, { id: string; code: unknown }> }>;
}

/** The page data as the server sent it (the export's HTML, before any script ran). */
async function servedPageProps(
  page: Page,
  path: string,
): Promise<{ html: string; props: PageProps }> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const json = /<script id="__NEXT_DATA__" type="application\/json">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  expect(json, `${path} has page data`).toBeTruthy();
  return {
    html,
    props: (JSON.parse(json ?? '{}') as { props: { pageProps: PageProps } }).props.pageProps,
  };
}

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: /Main navigation|主导航/ });
}

test.describe('page data (docs/upgrading.md#page-data-in-the-html)', () => {
  for (const path of PAGES) {
    test(`${path} names its navigation file and keeps the rendered navigation in its HTML`, async ({
      page,
    }) => {
      const { html, props } = await servedPageProps(page, path);
      expect(props.navigation?.tree, 'the navigation tree is not in the page data').toBeUndefined();
      expect(props.navigation?.url).toMatch(
        new RegExp(`^${NAVIGATION_FILES}[a-z-]+\\.[0-9a-f]{16}\\.js$`),
      );
      const data = JSON.stringify(props);

      // The open groups of the side navigation are in the server's HTML, the current page marked.
      const canonical = (href: string) => href.replace(/^\/zh/, '').replace(/\/$/, '');
      const links = [...html.matchAll(/<a class="nav-leaf"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
      expect(links.length, 'the side navigation is rendered by the server').toBeGreaterThan(3);
      expect(html).toContain('class="nav-group"');
      const current = [...html.matchAll(/<a class="nav-leaf"[^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => tag.includes('aria-current="page"'));
      expect(current, 'one link of the navigation is marked as the current page').toHaveLength(1);
      expect(current[0]).toContain(`href="${path}"`);

      // The whole tree is in the area's file, cached for good, and next to none of it in the data.
      const file = await page.request.get(props.navigation?.url ?? '');
      expect(file.status()).toBe(200);
      expect(file.headers()['cache-control']).toContain('immutable');
      const script = await file.text();
      const entries = [...script.matchAll(/\\"pathname\\":\\"([^\\"]+)\\"/g)].map((m) => m[1]);
      expect(entries.length).toBeGreaterThan(50);
      for (const href of links) {
        expect(entries).toContain(canonical(href));
      }
      const inData = entries.filter((entry) => data.includes(`"${entry}"`));
      expect(inData.length, `entries in the page data: ${inData.join(', ')}`).toBeLessThan(
        entries.length / 20,
      );
    });
  }

  test('a component page names its demos’ code files instead of carrying the code', async ({
    page,
  }) => {
    const { props } = await servedPageProps(page, '/material-ui/react-button/');
    const variants = Object.values(props.demos ?? {}).flatMap((demo) =>
      Object.values(demo.variants),
    );
    expect(variants.length).toBeGreaterThan(2);
    for (const variant of variants) {
      expect(typeof variant.code, `${variant.id} carries its code's URL only`).toBe('string');
      expect(variant.code).toMatch(new RegExp(`^${DEMO_CODE_FILES}[0-9a-f]{16}\\.json$`));
    }
    // Neither the whole file's highlighted code nor the short preview's: the preview is in the
    // HTML only, and in the code file for the other language (src/components/docs/previewFromPage.ts).
    const data = JSON.stringify(props);
    expect(data).not.toContain('shiki');

    const code = await page.request.get(String(variants[0].code));
    expect(code.status()).toBe(200);
    expect(code.headers()['cache-control']).toContain('immutable');
    const body = (await code.json()) as { tsCode: string; jsCode: string; jsHtml: string };
    expect(body.tsCode).toContain('export default function');
    expect(body.jsHtml).toContain('shiki');
    expect(data).not.toContain(JSON.stringify(body.tsCode).slice(1, 200));
    expect(data).not.toContain(JSON.stringify(body.jsCode).slice(1, 200));
  });

  // The preview's highlighted HTML in two languages made the Autocomplete page's data 1.2 MB.
  for (const path of ['/material-ui/react-button/', '/material-ui/react-autocomplete/']) {
    test(`${path} keeps its page data within the component budget, its previews in the HTML`, async ({
      page,
    }) => {
      const { html } = await servedPageProps(page, path);
      const json =
        /<script id="__NEXT_DATA__" type="application\/json">([\s\S]*?)<\/script>/.exec(
          html,
        )?.[1] ?? '';
      const kib = Buffer.byteLength(json) / 1024;
      expect(kib, `${path} page data, KiB`).toBeLessThanOrEqual(
        budgets.pageWeight.component.pageDataKiB.max,
      );
      expect(html).toMatch(/data-preview-of="[^"]+"[^>]*>[\s\S]*?class="shiki/);
    });
  }

  test('a JavaScript reader’s previews come from the code file, in JavaScript', async ({
    page,
    context,
    baseURL,
  }) => {
    await seed(context, baseURL, { cookies: { [COOKIES.codeVariant]: 'JS' } });
    await page.goto('/material-ui/react-button/');
    await waitForHydration(page);
    const basic = page.getByRole('region', { name: 'BasicButtons', exact: true });
    const preview = basic.locator('.demo-code-preview .code-block');
    await expect(preview).toHaveAttribute('data-language', 'jsx');
    await expect(preview.locator('pre.shiki')).toBeVisible();
  });

  test('Show code fetches the code once, then JS and TS switch without another request', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request: Request) => {
      if (request.url().includes(DEMO_CODE_FILES)) fetched.push(request.url());
    });
    await page.goto('/material-ui/react-button/');
    await waitForHydration(page);
    expect(fetched, 'no code is fetched before the reader asks').toEqual([]);
    const demo = page.getByRole('region', { name: 'BasicButtons', exact: true });
    await demo.getByRole('button', { name: 'Show code', exact: true }).click();
    const block = demo.locator('.code-block');
    await expect(block).toContainText('export default function BasicButtons');
    await expect(block.locator('pre.shiki')).toBeVisible();
    expect(fetched).toHaveLength(1);
    await demo.getByRole('button', { name: 'JavaScript', exact: true }).click();
    await expect(block).toHaveAttribute('data-language', 'jsx');
    await expect(block).not.toContainText(': React.');
    await demo.getByRole('button', { name: 'TypeScript', exact: true }).click();
    await expect(block).toHaveAttribute('data-language', 'tsx');
    // This demo's file once; the other demos fetch theirs for their JavaScript previews.
    expect(fetched.filter((url) => url === fetched[0])).toHaveLength(1);
  });

  test('client-side navigation into another area loads that area’s tree once, without a reload', async ({
    page,
  }) => {
    const navigationFiles: string[] = [];
    page.on('request', (request: Request) => {
      if (request.url().includes(NAVIGATION_FILES))
        navigationFiles.push(new URL(request.url()).pathname);
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/material-ui/react-button/');
    await waitForHydration(page);
    expect(navigationFiles).toEqual([expect.stringMatching(/\/material-ui\.[0-9a-f]+\.js$/)]);
    await markDocument(page);

    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: /Material UI/ }).click();
    await page.getByRole('menuitem', { name: /Joy UI/ }).click();
    await expect(page).toHaveURL(/\/joy-ui\/$/);
    await expect(
      mainNav(page).locator('a[href="/joy-ui/getting-started/installation/"]'),
    ).toBeAttached();
    await expect(mainNav(page).locator('a[href="/material-ui/react-button/"]')).toHaveCount(0);
    expect(navigationFiles[1]).toMatch(/\/joy-ui\.[0-9a-f]+\.js$/);

    // Back to Material UI: its tree is already here.
    await page.goBack();
    await expect(page).toHaveURL(/\/material-ui\/react-button\/$/);
    await expect(mainNav(page).locator('a[href="/material-ui/react-button/"]')).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(navigationFiles).toHaveLength(2);
    expect(await isSameDocument(page), 'no full reload').toBe(true);
    expect(errors).toEqual([]);
  });

  test('under /zh/ the navigation is the same file, with Chinese titles rendered', async ({
    page,
  }) => {
    const en = await servedPageProps(page, '/material-ui/react-button/');
    const zh = await servedPageProps(page, '/zh/material-ui/react-button/');
    expect(zh.props.navigation?.url).toBe(en.props.navigation?.url);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/zh/material-ui/react-button/');
    await waitForHydration(page);
    await expect(mainNav(page).locator('a[href="/zh/material-ui/react-button/"]')).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
