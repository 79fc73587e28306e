import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/site';

// The shell's styles are a stylesheet that every page links and the browser caches; a page keeps
// at most 8 KB of CSS inline (scripts/export/rewrites/sharedStylesRewrite.ts). These tests hold what a reader
// gets: the sheet is render-blocking in <head>, before the inline styles; emotion does not insert
// its rules a second time when the page hydrates or when another page is opened in the app.

const PAGES = {
  home: '/',
  guide: '/material-ui/getting-started/installation/',
  component: '/material-ui/react-button/',
  joy: '/joy-ui/react-button/',
};
const SHARED_SHEETS = '/_next/static/css/';
const INLINE_BUDGET_BYTES = 8000;

/** Rules of the site's own stylesheets that emotion's style elements hold a second time. */
async function rulesInsertedTwice(page: Page): Promise<string[]> {
  return page.evaluate((prefix) => {
    const sheets = [...document.styleSheets];
    const linked = new Set(
      sheets
        .filter((sheet) => sheet.href !== null && new URL(sheet.href).pathname.startsWith(prefix))
        .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)),
    );
    return [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')]
      .flatMap((element) => [...(element.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
      .filter((text) => linked.has(text));
  }, SHARED_SHEETS);
}

for (const [kind, path] of Object.entries(PAGES)) {
  test(`the ${kind} page links the shell's stylesheet before its inline styles, which fit the budget`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const links = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"\/>/g)].map((match) => ({
      href: match[1],
      at: match.index,
    }));
    const shell = links.find((link) => link.href.startsWith(`${SHARED_SHEETS}shell.`));
    expect(shell, 'a render-blocking link to the shell stylesheet in <head>').toBeDefined();
    const insertionPoint = head.indexOf('<meta name="emotion-insertion-point"');
    const firstStyle = head.indexOf('<style');
    expect(shell?.at).toBeLessThan(insertionPoint);
    expect(insertionPoint).toBeLessThan(firstStyle);
    // The pre-paint script still runs before the first paint: it precedes the stylesheets. The
    // export minifies it (src/content/export/inlineScripts.ts); the attribute it sets stays a string.
    const prePaint = head.indexOf('"data-mui-color-scheme"');
    expect(prePaint).toBeGreaterThan(-1);
    expect(prePaint).toBeLessThan(shell?.at ?? 0);
    const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].reduce(
      (bytes, match) => bytes + Buffer.byteLength(match[1]),
      0,
    );
    expect(inline).toBeLessThanOrEqual(INLINE_BUDGET_BYTES);
    const sheet = await request.get(shell?.href ?? '');
    expect(sheet.headers()['content-type']).toContain('text/css');
    expect(sheet.headers()['cache-control']).toContain('immutable');
  });
}

test('emotion counts the linked rules as inserted: hydration adds none of them again (docs/upgrading.md#emotions-style-elements)', async ({
  page,
}) => {
  // Not a Joy page: Joy's provider inserts its theme's variables again on the client, as it did
  // when they were inline.
  for (const path of [PAGES.component, PAGES.guide]) {
    await page.goto(path);
    await waitForHydration(page);
    // The shell is styled by the sheet: the baseline and the theme's variables apply.
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
    expect(
      await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main'),
      ),
    ).not.toBe('');
    expect(await rulesInsertedTwice(page)).toEqual([]);
  }
});

test('opening pages in the app inserts only rules the linked sheets lack', async ({ page }) => {
  await page.goto(PAGES.guide);
  await waitForHydration(page);
  // Through Next's router, as a link of the page does (the side navigation renders a closed
  // group's links only once it is opened).
  await page.evaluate((href) => {
    const next = (window as unknown as { next?: { router?: { push: (url: string) => unknown } } })
      .next;
    if (!next?.router) throw new Error("Next's router is not on the guide page");
    void next.router.push(href);
  }, PAGES.component);
  await expect(page).toHaveURL(new RegExp(`${PAGES.component}$`));
  const demoButton = page.locator('.MuiButton-contained').first();
  await expect(demoButton).toBeVisible();
  // A contained button has the theme's primary background, not a transparent one.
  expect(
    await demoButton.evaluate((element) => getComputedStyle(element).backgroundColor),
  ).not.toBe('rgba(0, 0, 0, 0)');
  expect(await rulesInsertedTwice(page)).toEqual([]);
});
