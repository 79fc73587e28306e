import { expect, test, type Page } from '@playwright/test';
import { isSameDocument, markDocument, waitForHydration } from './support/site';

// The site's links (src/components/navigation/SiteLink.tsx): a plain click is a client-side
// navigation, a click the browser owns (a modifier key, another button) is left to the browser,
// and a route's scripts are fetched when the reader points at a link to it, not for every link
// in view.

const GUIDE = '/material-ui/getting-started/installation/';
// The breadcrumb to the area's landing page: a link to another route than the guide's.
const AREA = '/material-ui/';
const areaLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Breadcrumbs' }).locator(`a[href="${AREA}"]`);

/**
 * The scripts of route `route` as the build manifest lists them. The manifest loads once the
 * page has hydrated (src/content/export/paintFirstScripts.ts), so this waits for it.
 */
async function routeScripts(page: Page, route: string): Promise<string[]> {
  const handle = await page.waitForFunction((name) => {
    const manifest = (self as unknown as { __BUILD_MANIFEST?: Record<string, string[]> })
      .__BUILD_MANIFEST;
    return manifest && (manifest[name] ?? []).filter((file) => file.endsWith('.js'));
  }, route);
  return (await handle.jsonValue()) as string[];
}

/**
 * Opens the guide at desktop width, watching the scripts it requests; returns the files of
 * `route`'s scripts and which of them the page has fetched so far.
 */
async function openWatchingRoute(
  page: Page,
  route: string,
): Promise<{ files: string[]; loaded: () => string[] }> {
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(GUIDE);
  await waitForHydration(page);
  const files = await routeScripts(page, route);
  expect(files.length, `the build manifest lists the scripts of ${route}`).toBeGreaterThan(0);
  return { files, loaded: () => files.filter((file) => scripts.includes(`/_next/${file}`)) };
}

test('a route’s scripts load when the pointer rests on a link to it, not when the link is in view', async ({
  page,
}) => {
  const { files: areaRoute, loaded } = await openWatchingRoute(page, '/[area]');
  const link = areaLink(page);
  await expect(link).toBeInViewport();
  await page.waitForLoadState('networkidle');
  expect(loaded(), 'scripts fetched for a link only in view').toEqual([]);

  await link.hover();
  await expect.poll(loaded).toEqual(areaRoute);
});

test('a plain click navigates client-side; a Ctrl-click is left to the browser', async ({
  page,
  context,
}) => {
  await page.goto(GUIDE);
  await waitForHydration(page);
  await markDocument(page);

  // Ctrl-click: the browser opens the page in a new tab; this one stays where it is.
  const opened = context.waitForEvent('page');
  await areaLink(page).click({ modifiers: ['Control'] });
  const tab = await opened;
  await expect(tab).toHaveURL(new RegExp(`${AREA}$`));
  await tab.close();
  await expect(page).toHaveURL(new RegExp(`${GUIDE}$`));

  await areaLink(page).click();
  await expect(page).toHaveURL(new RegExp(`${AREA}$`));
  await expect(page.locator('h1')).not.toHaveText('Installation');
  expect(await isSameDocument(page), 'the page changed without a full load').toBe(true);
});

// The links of a Markdown article (src/components/docs/articleLinks.ts): its HTML comes from the
// build as a string, and the handlers of its segments follow them as SiteLink follows its own.
const ARTICLE_TARGET = '/material-ui/customization/typography/';
const articleLink = (page: Page) =>
  page.locator(`[data-article-segments] a[href="${ARTICLE_TARGET}"]`).first();

test('a link in the article loads its route when pointed at, and a plain click navigates client-side', async ({
  page,
  context,
}) => {
  const { files: targetRoute, loaded } = await openWatchingRoute(
    page,
    '/[area]/customization/[page]',
  );
  await markDocument(page);
  await page.waitForLoadState('networkidle');
  expect(loaded(), 'scripts fetched before the reader pointed at the link').toEqual([]);

  const link = articleLink(page);
  await link.hover();
  await expect.poll(loaded).toEqual(targetRoute);

  const opened = context.waitForEvent('page');
  await link.click({ modifiers: ['Control'] });
  const tab = await opened;
  await expect(tab).toHaveURL(new RegExp(`${ARTICLE_TARGET}$`));
  await tab.close();
  await expect(page).toHaveURL(new RegExp(`${GUIDE}$`));

  await link.click();
  await expect(page).toHaveURL(new RegExp(`${ARTICLE_TARGET}$`));
  await expect(page.locator('h1')).toHaveText('Typography');
  expect(await isSameDocument(page), 'the article link changed the page without a full load').toBe(
    true,
  );
});

test('a link in the article to a place on the same page stays the browser’s', async ({ page }) => {
  await page.goto(GUIDE);
  await waitForHydration(page);
  await markDocument(page);
  await page.locator('[data-article-segments] a[href="#icons"]').first().click();
  await expect(page).toHaveURL(new RegExp(`${GUIDE}#icons$`));
  await expect(page.locator('#icons')).toBeInViewport();
  expect(await isSameDocument(page)).toBe(true);
});
