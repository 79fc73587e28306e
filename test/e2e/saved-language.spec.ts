/**
 * The saved language (docs/product-rules.md#saved-language): a visitor whose `userLanguage` cookie names zh
 * is taken from an unprefixed page to its /zh/ twin before paint; `/en/…` leads to the canonical
 * page; explicit prefixes and links followed on the site are respected; crawlers (no cookie) stay.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { COOKIES, waitForHydration } from './support/site';

const PAGE = '/material-ui/react-button/';

async function saveLanguage(context: BrowserContext, baseURL: string | undefined, value: string) {
  await context.addCookies([{ name: COOKIES.userLanguage, value, url: `${baseURL}/` }]);
}

/**
 * The paths the main frame shows, in order, to see redirects (and their absence). Same-path
 * updates (the router's history.replaceState, a hash) are counted once.
 */
function countDocuments(page: Page): string[] {
  const documents: string[] = [];
  page.on('framenavigated', (frame) => {
    const path = new URL(frame.url()).pathname;
    if (frame === page.mainFrame() && documents[documents.length - 1] !== path) {
      documents.push(path);
    }
  });
  return documents;
}

test.describe('saved language', () => {
  test('a zh visitor opening an unprefixed page lands on its /zh/ twin, query and hash kept', async ({
    page,
    context,
    baseURL,
  }) => {
    await saveLanguage(context, baseURL, 'zh');
    const documents = countDocuments(page);
    // The English page's own scripts never run: the head script leaves before the body.
    const englishScripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && documents.length <= 1) {
        englishScripts.push(request.url());
      }
    });
    await page.goto(`${PAGE}?from=bookmark#basic-button`);
    await expect(page).toHaveURL(`${baseURL}/zh${PAGE}?from=bookmark#basic-button`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await waitForHydration(page);
    expect(documents).toEqual([PAGE, `/zh${PAGE}`]);
    expect(englishScripts).toEqual([]);
    // No loop: the twin stays.
    await page.reload();
    await waitForHydration(page);
    await expect(page).toHaveURL(`${baseURL}/zh${PAGE}?from=bookmark#basic-button`);
  });

  test('a crawler (no cookie) and an English visitor see the canonical page', async ({
    page,
    context,
    baseURL,
  }) => {
    const documents = countDocuments(page);
    await page.goto(PAGE);
    await waitForHydration(page);
    await expect(page).toHaveURL(`${baseURL}${PAGE}`);
    await saveLanguage(context, baseURL, 'en');
    await page.goto('/system/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(documents).toEqual([PAGE, '/system/']);
  });

  test('/en/… leads to the canonical page, even for a zh visitor, and stays there', async ({
    page,
    context,
    baseURL,
    diagnostics,
  }) => {
    // A static host answers /en/… with 404.html, whose head script moves on at once.
    diagnostics.allow('request', /\/en(\/\S*)? \(document\): HTTP 404/);
    diagnostics.allow('console', /404/);
    await page.goto(`/en${PAGE}#basic-button`);
    await expect(page).toHaveURL(`${baseURL}${PAGE}#basic-button`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');

    await saveLanguage(context, baseURL, 'zh');
    await page.goto('/en/x/');
    await expect(page).toHaveURL(`${baseURL}/x/`);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/en');
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  test('an explicit /zh/ link is respected for an English visitor, and an unknown path stays a 404', async ({
    page,
    context,
    baseURL,
    diagnostics,
  }) => {
    diagnostics.allow('request', /HTTP 404/);
    diagnostics.allow('console', /404/);
    await saveLanguage(context, baseURL, 'en');
    await page.goto(`/zh${PAGE}`);
    await waitForHydration(page);
    await expect(page).toHaveURL(`${baseURL}/zh${PAGE}`);

    await saveLanguage(context, baseURL, 'zh');
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(`${baseURL}/no-such-page/`);
  });

  test('an unprefixed link followed from the site is the reader’s choice', async ({
    page,
    context,
    baseURL,
  }) => {
    await saveLanguage(context, baseURL, 'zh');
    await page.goto(`/zh${PAGE}`);
    await waitForHydration(page);
    // A full page load through an ordinary link of this site, as from a new tab or an old page.
    await page.evaluate((href) => {
      const link = document.createElement('a');
      link.href = href;
      document.body.append(link);
      link.click();
    }, PAGE);
    await expect(page).toHaveURL(`${baseURL}${PAGE}`);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('choosing English in the Language menu writes en and stops the redirect', async ({
    page,
    context,
    baseURL,
  }) => {
    await saveLanguage(context, baseURL, 'zh');
    await page.goto(PAGE);
    await expect(page).toHaveURL(`${baseURL}/zh${PAGE}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page).toHaveURL(`${baseURL}${PAGE}`);
    await expect
      .poll(
        async () => (await context.cookies()).find((c) => c.name === COOKIES.userLanguage)?.value,
      )
      .toBe('en');
    // A later visit (no referrer, like a bookmark) stays English.
    const fresh = await context.newPage();
    await fresh.goto(PAGE);
    await waitForHydration(fresh);
    await expect(fresh).toHaveURL(`${baseURL}${PAGE}`);
    await fresh.close();
  });
});
