import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { isSameDocument, markDocument, waitForHydration } from './support/site';
import { NAV_LIST_WINDOW } from '../../src/core/navigationWindow';

async function expectSameDocument(page: Page): Promise<void> {
  expect(
    await isSameDocument(page),
    'the page changed by client-side navigation, without a full reload',
  ).toBe(true);
}

/**
 * A menu item that changes the route closes its menu as the route changes: the closed menu is
 * unmounted once the navigation completes (MountOnceOpened), so nothing keeps the new page
 * aria-hidden.
 */
async function expectNoMenuLeftOver(page: Page): Promise<void> {
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(page.locator('.MuiPopover-root, .MuiMenu-root')).toHaveCount(0);
  await expect(page.locator('#__next')).not.toHaveAttribute('aria-hidden', 'true');
}

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation', exact: true });
}

test.describe('navigation', () => {
  test('clicking through the side navigation of every area reaches real pages without a reload', async ({
    page,
  }) => {
    const visits: [string, string][] = [
      ['/material-ui/', '/material-ui/getting-started/installation/'],
      ['/joy-ui/', '/joy-ui/react-button/'],
      ['/base-ui/', '/base-ui/react-switch/'],
      ['/system/', '/system/react-box/'],
      ['/x/', '/x/react-data-grid/sorting/'],
    ];
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const [start, target] of visits) {
      await page.goto(start);
      await waitForHydration(page);
      await markDocument(page);
      const nav = mainNav(page);
      const link = nav.locator(`a[href="${target}"]`);
      if (!(await link.isVisible())) {
        // Open the visible collapsed groups, outer ones first, until the link shows.
        const collapsed = nav.locator('button[aria-expanded="false"]:visible');
        while (!(await link.isVisible()) && (await collapsed.count()) > 0) {
          await collapsed.first().click();
        }
      }
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${target.replace(/\//g, '\\/')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Page not found/);
      await expect(nav.locator(`a[href="${target}"]`)).toHaveAttribute('aria-current', 'page');
      await expectSameDocument(page);
    }
  });

  for (const direction of ['ltr', 'rtl'] as const) {
    test(`every badge of a long navigation entry stays inside the navigation column (${direction})`, async ({
      page,
    }) => {
      await page.addInitScript((value) => {
        window.localStorage.setItem('mui-direction', value);
      }, direction);
      await page.setViewportSize({ width: 1280, height: 900 });
      // The X API tree: long interface names followed by Pro and Premium badges.
      await page.goto('/x/api/data-grid/grid-excel-export-options/');
      await waitForHydration(page);
      const nav = mainNav(page);
      const badges = nav.locator('a.nav-leaf .nav-badge');
      expect(await badges.count(), 'the open groups show badges').toBeGreaterThan(5);
      const outside = await nav.evaluate((root) => {
        const column = root.getBoundingClientRect();
        return [...root.querySelectorAll('a.nav-leaf')].flatMap((leaf) => {
          const parts = [...leaf.querySelectorAll('.nav-badge')].map((badge) =>
            badge.getBoundingClientRect(),
          );
          const text = leaf.textContent ?? '';
          const clipped =
            leaf.scrollWidth > leaf.clientWidth + 1 ||
            parts.some((box) => box.left < column.left - 0.5 || box.right > column.right + 0.5);
          return clipped ? [text] : [];
        });
      });
      expect(outside, 'entries whose name or badges run past the column').toEqual([]);
    });
  }

  test('the product switcher moves between areas client-side and shows the installed versions', async ({
    page,
  }) => {
    await page.goto('/material-ui/react-button/');
    await waitForHydration(page);
    const banner = page.getByRole('banner');
    const switcher = banner.getByRole('button', { name: /Material UI/ });
    await expect(switcher).toContainText('v5.15.2');
    await markDocument(page);
    await switcher.click();
    await page.getByRole('menuitem', { name: /Joy UI/ }).click();
    await expect(page).toHaveURL(/\/joy-ui\/$/);
    await expect(banner.getByRole('button', { name: /Joy UI/ })).toContainText('v5.0.0-beta.20');
    await expectSameDocument(page);
    await expectNoMenuLeftOver(page);
  });

  test('a long list of the side navigation: a window of it in the HTML, all of it once hydrated, the current page in view', async ({
    page,
    request,
  }) => {
    // Material UI's API list (130 components) is longer than NAV_LIST_WINDOW.
    const html = await (await request.get('/material-ui/api/slider/')).text();
    const navHtml = /<nav aria-label="Main navigation"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    const linksInHtml = navHtml.match(/class="nav-leaf"/g)?.length ?? 0;
    expect(navHtml).toContain('href="/material-ui/api/slider/"');
    expect(navHtml).not.toContain('href="/material-ui/api/accordion/"');
    expect(linksInHtml).toBeGreaterThan(NAV_LIST_WINDOW);
    expect(linksInHtml).toBeLessThan(NAV_LIST_WINDOW + 10);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/material-ui/api/slider/');
    await waitForHydration(page);
    const nav = mainNav(page);
    // The first and the last of the list, both outside the window around Slider.
    await expect(nav.locator('a[href="/material-ui/api/accordion/"]')).toHaveCount(1);
    await expect(nav.locator('a[href="/material-ui/api/zoom/"]')).toHaveCount(1);
    expect(await nav.locator('a.nav-leaf').count()).toBeGreaterThan(linksInHtml);
    const current = nav.locator('a[aria-current="page"]');
    await expect(current).toHaveText('Slider');
    await expect(current).toBeInViewport();
  });

  test('a component page has tabs that are real URLs with the docsTab parameter', async ({
    page,
  }) => {
    await page.goto('/material-ui/react-button/');
    await waitForHydration(page);
    await markDocument(page);
    await page
      .getByRole('navigation', { name: 'Page sections' })
      .getByRole('link', { name: 'Component API' })
      .click();
    await expect(page).toHaveURL(/\/material-ui\/react-button\/components-api\/$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Button', exact: true }),
    ).toBeVisible();
    // The router's query after client-side navigation names the docsTab parameter.
    const docsTab = await page.evaluate(
      () =>
        (window as unknown as { next: { router: { query: Record<string, string> } } }).next.router
          .query,
    );
    expect(docsTab).toEqual({
      area: 'material-ui',
      page: 'react-button',
      docsTab: 'components-api',
    });
    await expectSameDocument(page);
  });

  test('direct loads of a page in each language give its head metadata', async ({ page }) => {
    await page.goto('/zh/x/react-data-grid/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://mui.com/x/react-data-grid/',
    );
    await expect(page.locator('link[hreflang="zh"]')).toHaveAttribute(
      'href',
      'https://mui.com/zh/x/react-data-grid/',
    );
    await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute(
      'href',
      'https://mui.com/x/react-data-grid/',
    );
    await expect(page.locator('meta[name="mui:productId"]')).toHaveAttribute(
      'content',
      'x-data-grid',
    );
    await expect(page.locator('meta[name="mui:productCategoryId"]')).toHaveAttribute(
      'content',
      'x',
    );
    await page.goto('/versions/');
    await expect(page.locator('meta[name="mui:productId"]')).toHaveAttribute('content', 'null');
  });

  test('the zh interface translates the shell and says when content is in English', async ({
    page,
  }) => {
    await page.goto('/zh/material-ui/react-button/');
    await waitForHydration(page);
    await expect(mainNav(page)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await expect(page.getByText('本页尚未翻译成中文')).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: '主导航' })
        .locator('a[href="/zh/material-ui/react-button/"]'),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('the Language menu moves to the same page in the other language and remembers it', async ({
    page,
  }) => {
    await page.goto('/material-ui/react-button/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect(page).toHaveURL(/\/zh\/material-ui\/react-button\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expectNoMenuLeftOver(page);
    // Remembered: a later visit to an unprefixed page, as from a bookmark, opens its Chinese twin.
    await page.goto('/material-ui/getting-started/installation/');
    await expect(page).toHaveURL(/\/zh\/material-ui\/getting-started\/installation\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    // Choosing English is remembered too: unprefixed pages stay English.
    await waitForHydration(page);
    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page).toHaveURL(
      /^https?:\/\/[^/]+\/material-ui\/getting-started\/installation\/$/,
    );
    await page.goto('/material-ui/react-button/');
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/material-ui\/react-button\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('an unknown prefix or path is the 404 page, which links to every area (docs/upgrading.md#the-not-found-pages-file)', async ({
    page,
    diagnostics,
  }) => {
    diagnostics.allow('request', /HTTP 404/);
    diagnostics.allow('console', /404/);
    for (const path of ['/xx/material-ui/', '/material-ui/no-such-page/', '/zh/nothing/here/']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      for (const area of ['/material-ui/', '/joy-ui/', '/base-ui/', '/system/', '/x/']) {
        await expect(page.getByRole('main').locator(`a[href="${area}"]`)).toBeVisible();
      }
    }
  });

  test('the production error page decodes a code and shows arguments as text', async ({ page }) => {
    await page.goto('/production-error/?code=9&args[]=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    await expect(page.getByTestId('decoded-error')).toContainText(
      'Unsupported `<img src=x onerror=alert(1)>` color.',
    );
    await expect(page.locator('main img')).toHaveCount(0);
    await page.goto('/production-error/?code=abc');
    await expect(page.getByRole('main').getByRole('alert')).toContainText('not a number');
  });

  test('sitemap.xml lists canonical pages and robots.txt points at it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>https://mui.com/material-ui/react-button/</loc>');
    expect(sitemap).not.toContain('/zh/');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: https://mui.com/sitemap.xml');
  });
});
