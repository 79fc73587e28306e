import type { ConsoleMessage, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectStored, readLocalStorage, seed } from './support/site';

// docs/product-rules.md#accessible-names: toggle buttons `Collapsed list`, `Expanded list`, `Table` in a group named
// `API display`; localStorage `apiPage_<section>`. docs/product-rules.md#api-display for the rules.
const API_PAGE = '/material-ui/api/button/';
const TAB_PAGE = '/material-ui/react-button/components-api/';
const PROPS_KEY = 'apiPage_props';
const CLASSES_KEY = 'apiPage_classes';
const LABELS = { collapsed: 'Collapsed list', expanded: 'Expanded list', table: 'Table' } as const;
type Layout = keyof typeof LABELS;
const LAYOUTS = Object.keys(LABELS) as Layout[];
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

function displayGroup(page: Page, index = 0): Locator {
  return page.getByRole('group', { name: 'API display', exact: true }).nth(index);
}

function option(page: Page, layout: Layout, index = 0): Locator {
  return displayGroup(page, index).getByRole('button', { name: LABELS[layout], exact: true });
}

async function expectLayout(page: Page, layout: Layout, index = 0): Promise<void> {
  await expect(option(page, layout, index)).toHaveAttribute('aria-pressed', 'true');
  await expect(displayGroup(page, index).getByRole('button', { pressed: true })).toHaveCount(1);
}

/** Makes Math.random return `value` in every page of the context. */
async function fixRandom(page: Page, value: number): Promise<void> {
  await page.addInitScript((fixed) => {
    Math.random = () => fixed;
  }, value);
}

/** Every console message that speaks of a hydration mismatch (React's dev and prod wording). */
function watchHydration(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (/hydrat|did not match|server rendered|#418|#423|#425/i.test(message.text())) {
      seen.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => {
    if (/hydrat|#418|#423|#425/i.test(error.message)) seen.push(`pageerror: ${error.message}`);
  });
  return seen;
}

test('the server render shows the expanded list', async ({ request }) => {
  const html = await (await request.get(API_PAGE)).text();
  const pressed = [
    ...html.matchAll(
      /aria-pressed="true"[^>]*value="(\w+)"|value="(\w+)"[^>]*aria-pressed="true"/g,
    ),
  ]
    .map((match) => match[1] ?? match[2])
    .filter((value) => LAYOUTS.includes(value as Layout));
  expect(pressed.length).toBeGreaterThan(0);
  expect(new Set(pressed)).toEqual(new Set(['expanded']));
  expect(html).toContain('id="prop-variant"');
});

for (const saved of [...LAYOUTS, 'sideways', '']) {
  test(`hydrates without a mismatch when ${JSON.stringify(saved)} is saved`, async ({
    page,
    context,
    baseURL,
  }) => {
    if (saved) {
      await seed(context, baseURL, { localStorage: { [PROPS_KEY]: saved } });
    }
    await fixRandom(page, 0.99);
    const mismatches = watchHydration(page);
    await page.goto(API_PAGE);
    // After hydration: the saved value, else (nothing or an invalid value) the random choice.
    const expected: Layout = LAYOUTS.includes(saved as Layout) ? (saved as Layout) : 'table';
    await expectLayout(page, expected);
    await page.waitForLoadState('networkidle');
    expect(mismatches).toEqual([]);
    // An invalid value is ignored: the pre-paint script removes it before anything reads it, and
    // the random choice is not saved until the visitor picks a layout.
    expect(await readLocalStorage(page, PROPS_KEY)).toBe(
      LAYOUTS.includes(saved as Layout) ? saved : null,
    );
  });
}

test('the chosen layout is saved per section and survives a reload', async ({ page }) => {
  await fixRandom(page, 0);
  await page.goto(API_PAGE);
  await expectLayout(page, 'collapsed', 0);
  await expectLayout(page, 'collapsed', 1);
  await option(page, 'table', 0).click();
  await expectLayout(page, 'table', 0);
  await expectStored(page, PROPS_KEY, 'table');
  await option(page, 'expanded', 1).click();
  await expectStored(page, CLASSES_KEY, 'expanded');
  await expect(page.locator('#prop-variant')).toHaveJSProperty('tagName', 'TR');

  await page.reload();
  await expectLayout(page, 'table', 0);
  await expectLayout(page, 'expanded', 1);
  await expect(page.locator('#prop-variant')).toHaveJSProperty('tagName', 'TR');
});

test('a visitor without a saved layout gets a random one', async ({ page }) => {
  await fixRandom(page, 0.5);
  await page.goto(API_PAGE);
  await expectLayout(page, 'expanded');
  await page.evaluate(() => window.localStorage.clear());
  await page.addInitScript(() => {
    Math.random = () => 0;
  });
  await page.reload();
  await expectLayout(page, 'collapsed');
});

test('a deselect is ignored', async ({ page }) => {
  await fixRandom(page, 0.99);
  await page.goto(API_PAGE);
  await expectLayout(page, 'table');
  await option(page, 'table').click();
  await page.waitForTimeout(300);
  await expectLayout(page, 'table');
  expect(await readLocalStorage(page, PROPS_KEY)).toBeNull();
});

test.describe('a crawler', () => {
  test.use({ userAgent: GOOGLEBOT });

  test('gets the expanded list, whatever the random draw', async ({ page }) => {
    await fixRandom(page, 0.99);
    const mismatches = watchHydration(page);
    await page.goto(API_PAGE);
    await page.waitForLoadState('networkidle');
    await expectLayout(page, 'expanded');
    await expect(page.locator('#prop-variant')).toHaveJSProperty('tagName', 'LI');
    expect(mismatches).toEqual([]);
  });
});

for (const layout of LAYOUTS) {
  test(`a deep link to #prop-variant lands on the prop in the ${layout} layout`, async ({
    page,
    context,
    baseURL,
  }) => {
    await seed(context, baseURL, { localStorage: { [PROPS_KEY]: layout } });
    await page.goto(`${API_PAGE}#prop-variant`);
    await expectLayout(page, layout);
    const target = page.locator('#prop-variant');
    await expect(target).toBeInViewport();
    if (layout === 'collapsed') {
      await expect(target.locator('details')).toHaveAttribute('open', '');
      await expect(page.locator('#prop-color details')).not.toHaveAttribute('open', '');
    }
    await expect(target.getByText('The variant to use.', { exact: false })).toBeVisible();
  });
}

test('a deep link on the components-api tab opens the collapsed prop', async ({
  page,
  context,
  baseURL,
}) => {
  await seed(context, baseURL, { localStorage: { [PROPS_KEY]: 'collapsed' } });
  await page.goto(`${TAB_PAGE}#Button-prop-variant`);
  await expectLayout(page, 'collapsed');
  const target = page.locator('#Button-prop-variant');
  await expect(target.locator('details')).toHaveAttribute('open', '');
  await expect(target).toBeInViewport();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('switching to the drawn layout after the first render shifts nothing on screen', async ({
    page,
  }) => {
    // Collapsed: a list like the server's expanded one, whose items would move if they were reused.
    await fixRandom(page, 0);
    await page.addInitScript(() => {
      const seen = { shift: 0 };
      (window as unknown as { __layoutShift: typeof seen }).__layoutShift = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          seen.shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(API_PAGE);
    await expectLayout(page, 'collapsed');
    const shift = await page.evaluate(
      () => (window as unknown as { __layoutShift: { shift: number } }).__layoutShift.shift,
    );
    expect(shift).toBe(0);
  });

  for (const layout of LAYOUTS) {
    test(`the ${layout} layout does not widen the page`, async ({ page, context, baseURL }) => {
      await seed(context, baseURL, { localStorage: { [PROPS_KEY]: layout } });
      await page.goto(API_PAGE);
      await expectLayout(page, layout);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      if (layout === 'table') {
        // The table scrolls sideways inside its own region.
        const region = page.getByRole('region', { name: 'Props table' });
        const inner = await region.evaluate((element) => ({
          scrollWidth: element.scrollWidth,
          clientWidth: element.clientWidth,
        }));
        expect(inner.scrollWidth).toBeGreaterThan(inner.clientWidth);
      }
    });
  }
});

test.describe('a long type in the table layout', () => {
  test('shows two lines and a Show more button that unfolds it', async ({
    page,
    context,
    baseURL,
  }) => {
    await seed(context, baseURL, { localStorage: { [PROPS_KEY]: 'table' } });
    await page.goto(API_PAGE);
    await expectLayout(page, 'table');
    const row = page.locator('tr#prop-color');
    const type = row.locator('code.api-fact').first();
    const lineHeight = await type.evaluate((element) =>
      Number.parseFloat(getComputedStyle(element).lineHeight),
    );
    const folded = await type.evaluate((element) => element.getBoundingClientRect().height);
    expect(folded).toBeLessThanOrEqual(2 * lineHeight + 1);
    const button = row.getByRole('button', { name: 'Show more: type of color' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(row.getByRole('button', { name: 'Show less: type of color' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const open = await type.evaluate((element) => element.getBoundingClientRect().height);
    expect(open).toBeGreaterThan(2 * lineHeight + 1);
    await expect(type).toContainText('ButtonPropsColorOverrides');
    // A type that fits has no button.
    await expect(page.locator('tr#prop-disabled').getByRole('button')).toHaveCount(0);
  });

  test("leaves a phone's largest paint to the server's HTML", async ({
    page,
    context,
    baseURL,
  }) => {
    // The table replaces the expanded list after hydration; were any of its text blocks larger
    // than what the server's HTML painted, it would be the Largest Contentful Paint, seconds late.
    // Lighthouse's phone (412 × 823). On a wide screen the four-line description of `color` is
    // larger than the page's one-line description, and the table's paint does count there.
    await page.setViewportSize({ width: 412, height: 823 });
    await seed(context, baseURL, { localStorage: { [PROPS_KEY]: 'table' } });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __largest: string[] }).__largest = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          element: Element | null;
        })[]) {
          const element = entry.element;
          seen.push(
            element?.closest('table') ? `table: ${element.outerHTML.slice(0, 80)}` : 'page',
          );
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(API_PAGE);
    await expectLayout(page, 'table');
    await expect(page.locator('tr#prop-color')).toBeVisible();
    // Two frames after the table painted, so that its paint has been reported.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const largest = await page.evaluate(
      () => (window as unknown as { __largest: string[] }).__largest,
    );
    expect(largest.length).toBeGreaterThan(0);
    expect(largest.filter((entry) => entry !== 'page')).toEqual([]);
  });
});
