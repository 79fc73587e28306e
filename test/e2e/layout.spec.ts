/**
 * A reader on a phone, a tablet and paper (docs/testing.md#the-gates has the site-wide layout gate): the header is one row, the product switcher
 * moves into the drawer on phones, API tables and code blocks keep their content in their own
 * boxes, every section heading looks the same and offers its own link, and printing gives the
 * article alone. The layout gate (test/gates/layout.spec.ts) checks every page kind at four
 * widths; these tests hold each promise on its own.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { seed, waitForHydration } from './support/site';

const COMPONENT_PAGE = '/material-ui/react-button/';
const API_PAGE = '/material-ui/api/button/';
const GUIDE_PAGE = '/material-ui/getting-started/installation/';

async function pageWidth(page: Page): Promise<{ scrollWidth: number; clientWidth: number }> {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
}

test.describe('header', () => {
  for (const width of [320, 360, 390, 430, 600, 768, 1024]) {
    test(`is one row at most 64 px tall at ${width} px, with Search, Language and Settings`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(COMPONENT_PAGE);
      const header = page.getByRole('banner');
      const box = await header.boundingBox();
      expect(box?.height).toBeLessThanOrEqual(64);
      for (const name of ['Search', 'Language', 'Settings']) {
        const button = header.getByRole('button', { name, exact: true });
        await expect(button).toBeVisible();
        const own = await button.boundingBox();
        expect(own && box && own.y + own.height <= box.y + box.height, `${name} in the row`).toBe(
          true,
        );
      }
      const switcher = header.getByRole('button', { name: /Material UI/ });
      const menu = header.getByRole('button', { name: 'Open navigation', exact: true });
      if (width < 600) {
        await expect(switcher).toBeHidden();
        await expect(menu).toBeVisible();
      } else {
        await expect(switcher).toBeVisible();
      }
      const { scrollWidth, clientWidth } = await pageWidth(page);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    });
  }

  test('declares its clicks for analytics', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(COMPONENT_PAGE);
    const header = page.getByRole('banner');
    const actions = await header
      .locator('[data-ga-event-category="header"]')
      .evaluateAll((elements) => elements.map((e) => e.getAttribute('data-ga-event-action')));
    expect(actions).toEqual(
      expect.arrayContaining([
        'menu',
        'logo',
        'product-switcher',
        'search',
        'language',
        'settings',
      ]),
    );
    for (const name of ['Search', 'Language', 'Settings']) {
      await expect(header.getByRole('button', { name, exact: true })).toHaveAttribute(
        'data-ga-event-category',
        'header',
      );
    }
  });

  for (const path of [COMPONENT_PAGE, '/']) {
    test(`on a phone, the drawer holds the product and version switcher (${path})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(path);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Open navigation', exact: true }).click();
      const drawer = page.getByRole('presentation').locator('.MuiDrawer-paper');
      const products = drawer.getByRole('navigation', { name: 'Products', exact: true });
      await expect(products).toBeVisible();
      const material = products.getByRole('link', { name: /Material UI/ });
      await expect(material).toContainText('v5.15.2');
      await expect(products.getByRole('link', { name: 'Versions', exact: true })).toBeVisible();
      if (path === COMPONENT_PAGE) {
        await expect(material).toHaveAttribute('aria-current', 'true');
        await expect(
          drawer.getByRole('navigation', { name: 'Main navigation', exact: true }),
        ).toBeVisible();
      }
    });
  }
});

test.describe('API table on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('scrolls inside its box, wraps long types, and keeps rows shorter than the screen', async ({
    page,
    context,
    baseURL,
  }) => {
    await seed(context, baseURL, { localStorage: { apiPage_props: 'table' } });
    await page.goto(API_PAGE);
    const region = page.getByRole('region', { name: 'Props table' });
    await expect(region).toBeVisible();
    const inner = await region.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(inner.scrollWidth).toBeGreaterThan(inner.clientWidth);
    const { scrollWidth, clientWidth } = await pageWidth(page);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);

    await expect(region.locator('.api-fact').first()).toBeVisible();
    const sizes = await region.evaluate((element) => ({
      widestType: Math.max(
        ...[...element.querySelectorAll('.api-fact')].map((e) => e.getBoundingClientRect().width),
      ),
      tallestRow: Math.max(
        ...[...element.querySelectorAll('tbody tr')].map((e) => e.getBoundingClientRect().height),
      ),
    }));
    // 18rem: the `sx` prop's long union type wraps instead of stretching its column.
    expect(sizes.widestType).toBeLessThanOrEqual(288.5);
    expect(sizes.tallestRow).toBeLessThan(740);
  });
});

test.describe('code blocks', () => {
  for (const width of [360, 1280]) {
    test(`the Copy button sits in a toolbar above the code at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/experiments/docs/code-blocks/');
      const blocks = page.locator('.code-block');
      expect(await blocks.count()).toBeGreaterThan(3);
      const placements = await blocks.evaluateAll((elements) =>
        elements.map((block) => {
          const button = block.querySelector('button')?.getBoundingClientRect();
          const code = block.querySelector('pre')?.getBoundingClientRect();
          return { copyAboveCode: Boolean(button && code && button.bottom <= code.top) };
        }),
      );
      for (const placement of placements) {
        expect(placement.copyAboveCode).toBe(true);
      }
      await expect(blocks.first().getByRole('button', { name: 'Copy', exact: true })).toBeVisible();
      const { scrollWidth, clientWidth } = await pageWidth(page);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    });
  }

  test('a long line scrolls inside its block on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/experiments/docs/code-blocks/');
    const widest = await page
      .locator('.code-block pre')
      .evaluateAll((pres) => Math.max(...pres.map((pre) => pre.scrollWidth - pre.clientWidth)));
    expect(widest).toBeGreaterThan(0);
    const overflowX = await page
      .locator('.code-block pre')
      .first()
      .evaluate((pre) => getComputedStyle(pre).overflowX);
    expect(overflowX).toBe('auto');
  });
});

test.describe('section headings', () => {
  /** How the first h2 under `main` looks: font, colour, decoration. */
  async function headingLook(page: Page, name: string) {
    const heading = page.getByRole('heading', { level: 2, name, exact: true });
    await expect(heading).toBeVisible();
    return heading.evaluate((element) => {
      const link = element.querySelector('a') ?? element;
      const style = getComputedStyle(link);
      const own = getComputedStyle(element);
      return {
        fontSize: own.fontSize,
        fontWeight: own.fontWeight,
        fontFamily: own.fontFamily,
        color: style.color,
        headingColor: own.color,
        textDecoration: style.textDecorationLine,
      };
    });
  }

  test('look the same on guide, component and API pages: plain text, not links', async ({
    page,
  }) => {
    await page.goto(API_PAGE);
    const api = await headingLook(page, 'Props');
    await page.goto(GUIDE_PAGE);
    const guide = await headingLook(page, 'Default installation');
    await page.goto(COMPONENT_PAGE);
    const component = await headingLook(page, 'Basic button');
    expect(api).toEqual(guide);
    expect(component).toEqual(guide);
    expect(api.textDecoration).toBe('none');
    expect(api.color).toBe(api.headingColor);
  });

  test('show a # link on hover and keyboard focus, which opens the section', async ({ page }) => {
    await page.goto(API_PAGE);
    await waitForHydration(page);
    const heading = page.getByRole('heading', { level: 2, name: 'Props', exact: true });
    const link = heading.getByRole('link', { name: 'Props', exact: true });
    const marker = () =>
      link.evaluate((element) => {
        const after = getComputedStyle(element, '::after');
        return { content: after.content, opacity: after.opacity };
      });
    expect((await marker()).content).toContain('#');
    await expect.poll(async () => (await marker()).opacity).toBe('0');
    await link.hover();
    await expect.poll(async () => (await marker()).opacity).toBe('1');
    await page.mouse.move(0, 700);
    await expect.poll(async () => (await marker()).opacity).toBe('0');
    // Keyboard: Shift+Tab from the next focusable element lands on the heading's link.
    await link.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(link).toBeFocused();
    await expect.poll(async () => (await marker()).opacity).toBe('1');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#props$/);
  });
});

test.describe('print', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`prints the article alone, code wrapped, external links with their URL (${mode})`, async ({
      page,
      context,
      baseURL,
    }) => {
      await seed(context, baseURL, { localStorage: { 'mui-mode': mode } });
      await page.goto(COMPONENT_PAGE);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Show code' }).first().click();
      await page.emulateMedia({ media: 'print' });
      for (const selector of [
        '.site-header',
        '.site-nav',
        '.page-toc',
        '.breadcrumbs',
        '.copy-page',
        '.demo-toolbar',
        '.code-block-toolbar',
      ]) {
        for (const element of await page.locator(selector).all()) {
          await expect(element, `${selector} is not printed`).toBeHidden();
        }
      }
      await expect(page.getByRole('heading', { level: 1, name: 'Button' })).toBeVisible();
      await expect(page.locator('.demo-preview').first()).toBeVisible();
      const pre = await page
        .locator('pre')
        .first()
        .evaluate((element) => ({
          whiteSpace: getComputedStyle(element).whiteSpace,
          cut: element.scrollWidth > element.clientWidth,
        }));
      expect(pre).toEqual({ whiteSpace: 'pre-wrap', cut: false });
      const text = await page
        .locator('main p')
        .first()
        .evaluate((element) => getComputedStyle(element).color);
      expect(text, 'dark text on paper').toMatch(/^rgba?\((\d|[1-9]\d|1[01]\d),/);

      await page.emulateMedia({ media: 'screen' });
      await page.goto(API_PAGE);
      await page.emulateMedia({ media: 'print' });
      const external = page.locator('main a[href^="https://"]').first();
      const href = await external.getAttribute('href');
      const after = await external.evaluate(
        (element) => getComputedStyle(element, '::after').content,
      );
      expect(after).toContain(href ?? 'missing');
    });
  }
});

test.describe('bad input on a phone', () => {
  test('a long word, a long inline code span, a URL and a wide table never widen the page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/experiments/docs/tables/');
    const word = page
      .getByText(/MuiDataGridPremiumGroupingCriteriaCellToggleExpandedState/)
      .first();
    await expect(word).toBeVisible();
    const { scrollWidth, clientWidth } = await pageWidth(page);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    const box = await word.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(clientWidth);
  });
});
