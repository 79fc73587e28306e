import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { getProductInfo } from '../../src/core/product';
import { FIRST_BUILD, TEST_MEASUREMENT_ID } from './builds';
import { serve, type RunningServer } from './server';

// docs/product-rules.md#analytics, against an export built with a test measurement id. `window.gtag`
// is replaced by a recorder before any script runs; the recorder is what the site talks to.
// The export is served on a free port (not its production host), so no service worker runs.

type GtagCall = unknown[];

let server: RunningServer;

test.beforeEach(async ({ page }) => {
  server = await serve(FIRST_BUILD, 0);
  // Third-party requests would be failures on this closed network: count them instead.
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
});

test.afterEach(async () => {
  await server.close();
});

async function recordGtag(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    Object.assign(window, {
      e2eGtagCalls: calls,
      gtag: (...args: unknown[]) => {
        calls.push(JSON.parse(JSON.stringify(args)) as unknown[]);
      },
    });
  });
}

/** Fixes `Math.random` for sampling: click splits and the web vitals draw. */
async function fixRandom(page: Page, value: number): Promise<void> {
  await page.addInitScript((draw) => {
    Math.random = () => draw;
  }, value);
}

function gtagCalls(page: Page): Promise<GtagCall[]> {
  return page.evaluate(() => (window as unknown as { e2eGtagCalls: unknown[][] }).e2eGtagCalls);
}

async function events(page: Page, name: string): Promise<Record<string, unknown>[]> {
  return (await gtagCalls(page))
    .filter((call) => call[0] === 'event' && call[1] === name)
    .map((call) => call[2] as Record<string, unknown>);
}

async function pageViews(page: Page): Promise<unknown[]> {
  return (await events(page, 'page_view')).map((params) => ({
    page_path: params.page_path,
    productId: params.productId,
    productCategoryId: params.productCategoryId,
  }));
}

/** Adds tagged buttons to the page once it has hydrated. */
async function addTaggedButtons(page: Page, html: string): Promise<void> {
  await page.evaluate((markup) => {
    document.body.insertAdjacentHTML('beforeend', `<div id="e2e-tagged">${markup}</div>`);
  }, html);
}

/** Clicks a visible link of the side navigation to another page; returns its path. */
async function navigateClientSide(page: Page): Promise<string> {
  const link = page
    .getByRole('navigation', { name: 'Main navigation' })
    .locator('a[href^="/"]:not([aria-current])')
    .filter({ visible: true })
    .first();
  const href = (await link.getAttribute('href')) ?? '';
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  return href;
}

async function waitForHydration(page: Page): Promise<void> {
  // The first page view is sent from an effect: once it is there, React has hydrated.
  await expect.poll(async () => (await events(page, 'page_view')).length).toBeGreaterThan(0);
}

test('a page view with the product identity on load, and user properties', async ({ page }) => {
  await recordGtag(page);
  await page.goto(`${server.url}/material-ui/`);
  await expect
    .poll(() => pageViews(page))
    .toEqual([{ page_path: '/material-ui/', productId: 'material-ui', productCategoryId: 'core' }]);
  const calls = await gtagCalls(page);
  expect(calls).toContainEqual(['config', TEST_MEASUREMENT_ID, { send_page_view: false }]);
  expect(calls).toContainEqual([
    'set',
    { page_location: `${server.url}/material-ui/`, page_referrer: '' },
  ]);
  const userProperties = calls.filter((call) => call[0] === 'set' && call[1] === 'user_properties');
  expect(userProperties.at(-1)?.[2]).toEqual({
    color_mode: 'system',
    color_scheme_os: 'light',
    direction: 'ltr',
    user_language: 'en',
    code_variant: 'TS',
    code_styling: 'system',
  });
  // With a gtag already there, the site loads no script of its own.
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
});

test('the location is sent as origin and path: no query string, no hash, no error arguments', async ({
  page,
}) => {
  await recordGtag(page);
  const secret = 'reader-secret-4242';
  await page.goto(
    `${server.url}/production-error/?code=1&args[]=${secret}&args[]=two&utm_source=mail#${secret}-hash`,
  );
  await expect
    .poll(async () => (await events(page, 'page_view')).map((params) => params.page_location))
    .toEqual([`${server.url}/production-error/`]);
  // Nothing the page hands gtag carries the query or the hash, and every event after the first
  // `set` goes out with the location it set instead of the browser's.
  const calls = await gtagCalls(page);
  const sent = JSON.stringify(calls);
  expect(sent).not.toContain(secret);
  expect(sent).not.toContain('args');
  expect(sent).not.toContain('utm_source');
  const firstSet = calls.findIndex((call) => call[0] === 'set' && typeof call[1] === 'object');
  const firstEvent = calls.findIndex((call) => call[0] === 'event');
  expect(firstSet).toBeGreaterThanOrEqual(0);
  expect(firstSet).toBeLessThan(firstEvent);
});

test('a page view after each client-side navigation', async ({ page }) => {
  await recordGtag(page);
  await page.goto(`${server.url}/x/`);
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }));
  const href = await navigateClientSide(page);
  await expect
    .poll(() => pageViews(page))
    .toEqual([
      { page_path: '/x/', productId: null, productCategoryId: 'x' },
      { page_path: href, ...getProductInfo(href) },
    ]);
  // It was a client-side navigation: the same document.
  expect(await page.evaluate(() => 'e2eSameDocument' in window)).toBe(true);
});

test('a click on a tagged element sends its event', async ({ page }) => {
  await recordGtag(page);
  await page.goto(`${server.url}/versions/`);
  await waitForHydration(page);
  await addTaggedButtons(
    page,
    '<button data-ga-event-category="e2e" data-ga-event-action="press" data-ga-event-label="tagged"><span>Tagged</span></button><button>Untagged</button>',
  );
  await page.getByText('Tagged', { exact: true }).click();
  await page.getByRole('button', { name: 'Untagged' }).click();
  await expect
    .poll(() => events(page, 'e2e'))
    .toEqual([{ eventAction: 'press', eventLabel: 'tagged' }]);
});

test('clicks are sampled by data-ga-event-split', async ({ page }) => {
  await recordGtag(page);
  await fixRandom(page, 0.5);
  await page.goto(`${server.url}/versions/`);
  await waitForHydration(page);
  await addTaggedButtons(
    page,
    [
      '<button data-ga-event-category="kept" data-ga-event-split="0.6">Kept</button>',
      '<button data-ga-event-category="dropped" data-ga-event-split="0.4">Dropped</button>',
    ].join(''),
  );
  await page.getByRole('button', { name: 'Dropped' }).click();
  await page.getByRole('button', { name: 'Kept' }).click();
  await expect.poll(() => events(page, 'kept')).toHaveLength(1);
  expect(await events(page, 'dropped')).toEqual([]);
});

test('web vitals are sent only for a sampled visit', async ({ page, browser }) => {
  await recordGtag(page);
  await fixRandom(page, 0);
  await page.goto(`${server.url}/versions/`);
  await expect.poll(async () => (await events(page, 'TTFB')).length).toBe(1);

  const unsampled = await browser.newPage();
  try {
    await recordGtag(unsampled);
    await fixRandom(unsampled, 0.0001);
    await unsampled.goto(`${server.url}/versions/`);
    await waitForHydration(unsampled);
    await unsampled.waitForTimeout(1_500);
    expect(await events(unsampled, 'TTFB')).toEqual([]);
    expect(await events(unsampled, 'FCP')).toEqual([]);
  } finally {
    await unsampled.close();
  }
});

for (const [signal, script] of [
  [
    'Do Not Track',
    () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
  ],
  [
    'Global Privacy Control',
    () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  ],
] as const) {
  test(`nothing at all is sent under ${signal}`, async ({ page }) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(server.url)) {
        outside.push(request.url());
      }
    });
    await page.addInitScript(script);
    await recordGtag(page);
    await fixRandom(page, 0);
    await page.goto(`${server.url}/x/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('load');
    await page.waitForTimeout(1_500);
    await addTaggedButtons(page, '<button data-ga-event-category="e2e">Tagged</button>');
    await page.getByRole('button', { name: 'Tagged' }).click();
    await navigateClientSide(page);
    await page.waitForTimeout(1_000);
    expect(await gtagCalls(page)).toEqual([]);
    expect(outside).toEqual([]);
  });
}

test('an unreachable analytics endpoint logs one warning and breaks nothing', async ({
  page,
  diagnostics,
}) => {
  diagnostics.allow('request', /googletagmanager/);
  diagnostics.allow('console', /Failed to load resource|ERR_FAILED/);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') {
      warnings.push(message.text());
    }
  });
  await page.goto(`${server.url}/x/`);
  await expect
    .poll(() => warnings)
    .toEqual(['Analytics could not be loaded from https://www.googletagmanager.com']);
  await navigateClientSide(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(warnings).toHaveLength(1);
});

test.describe('the site’s own controls declare their click events', () => {
  /** Clicks `target` and expects one more event of `category` with these params. */
  async function expectEvent(
    page: Page,
    category: string,
    params: Record<string, unknown>,
    click: () => Promise<void>,
  ): Promise<void> {
    const before = (await events(page, category)).length;
    await click();
    await expect
      .poll(async () => (await events(page, category)).slice(before))
      .toContainEqual(params);
  }

  test('navigation links, the demo toolbar, Copy, Copy page, settings and search results', async ({
    page,
  }) => {
    await recordGtag(page);
    await page.goto(`${server.url}/material-ui/getting-started/usage/`);
    await waitForHydration(page);

    const demo = page.getByRole('region', { name: 'HelloButton', exact: true });
    await expectEvent(
      page,
      'demo',
      { eventAction: 'expand', eventLabel: 'material-ui/getting-started/usage/HelloButton' },
      () => demo.getByRole('button', { name: 'Show code', exact: true }).click(),
    );
    await expectEvent(
      page,
      'demo',
      { eventAction: 'reset', eventLabel: 'material-ui/getting-started/usage/HelloButton' },
      () => demo.getByRole('button', { name: 'Reset demo', exact: true }).click(),
    );
    await expectEvent(
      page,
      'demo',
      {
        eventAction: 'code-variant-js',
        eventLabel: 'material-ui/getting-started/usage/HelloButton',
      },
      () => demo.getByRole('button', { name: 'JavaScript', exact: true }).click(),
    );
    await expectEvent(page, 'code-block', { eventAction: 'copy', eventLabel: 'tsx' }, () =>
      page.getByRole('main').getByRole('button', { name: 'Copy', exact: true }).first().click(),
    );
    await expectEvent(
      page,
      'copy-page',
      { eventAction: 'click', eventLabel: '/material-ui/getting-started/usage' },
      () => page.getByRole('button', { name: 'Copy page', exact: true }).click(),
    );

    await page.getByRole('banner').getByRole('button', { name: 'Settings', exact: true }).click();
    const settings = page.getByRole('dialog', { name: 'Settings', exact: true });
    await expectEvent(page, 'settings', { eventAction: 'mode', eventLabel: 'dark' }, () =>
      settings.getByRole('button', { name: 'Dark', exact: true }).click(),
    );
    await expectEvent(page, 'settings', { eventAction: 'spacing', eventLabel: 'increase' }, () =>
      settings.getByRole('button', { name: 'Increase spacing', exact: true }).click(),
    );
    await page.keyboard.press('Escape');

    await expectEvent(
      page,
      'nav',
      { eventAction: 'link', eventLabel: '/material-ui/getting-started/installation' },
      () =>
        page
          .getByRole('navigation', { name: 'Main navigation' })
          .locator('a[href="/material-ui/getting-started/installation/"]')
          .filter({ visible: true })
          .click(),
    );
    await expect(page).toHaveURL(/\/material-ui\/getting-started\/installation\/$/);

    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('searchbox').fill('usage');
    const result = page.getByRole('option').first();
    await expect(result).toBeVisible();
    const label = await result.getAttribute('data-ga-event-label');
    expect(label).toBeTruthy();
    await expectEvent(page, 'search', { eventAction: 'result', eventLabel: label }, () =>
      result.click(),
    );
  });

  test('the header: its buttons, the product switcher and the logo link', async ({
    page,
    diagnostics,
  }) => {
    // The product menu prefetches every product's landing page; this small fixture export has
    // only two areas, so the others' page data is missing here (never on the real site).
    const otherProducts = /\/_next\/data\/[^/ ]+\/(x\/react-[a-z-]+|joy-ui|base-ui|system)\.json/;
    diagnostics.allow('request', otherProducts);
    diagnostics.allow('console', otherProducts);
    await recordGtag(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}/material-ui/getting-started/usage/`);
    await waitForHydration(page);
    const banner = page.getByRole('banner');
    // Each opens a dialog or a menu, closed again before the next click.
    const opened = [
      { name: 'Search', action: 'search', popup: page.getByRole('searchbox') },
      { name: 'Language', action: 'language', popup: page.getByRole('menu') },
      { name: 'Settings', action: 'settings', popup: page.getByRole('dialog') },
      { name: /^Material UI v/, action: 'product-switcher', popup: page.getByRole('menu') },
    ];
    for (const { name, action, popup } of opened) {
      await expectEvent(page, 'header', { eventAction: action }, () =>
        banner.getByRole('button', { name, exact: typeof name === 'string' }).click(),
      );
      await expect(popup).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
    }
    await expectEvent(page, 'header', { eventAction: 'logo' }, () =>
      banner.getByRole('link', { name: 'Home', exact: true }).click(),
    );
  });
});
