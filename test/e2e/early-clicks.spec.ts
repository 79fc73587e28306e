/**
 * A click before the page is interactive is not lost (docs/performance.md#paint-first-then-hydrate):
 * on a slow phone (Chromium's CPU 4× slower, DevTools' Slow 4G), a click on Show code, a demo's
 * JS/TS switch or an API layout made as soon as the control shows acts once the page has hydrated
 * (src/theme/earlyClicks.ts). Each test checks that its click did come before hydration.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { SLOW_4G, CPU_SLOWDOWN } from '../../scripts/bench/throttledInteractive';

const BUTTON_PAGE = '/material-ui/react-button/';
const API_PAGE = '/material-ui/api/button/';

async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/**
 * Holds the page's scripts until the returned function is called: the click is then made before
 * the page can hydrate, whatever the machine's load (on a clean clone with one core kept busy,
 * Playwright's click once came after the page had hydrated, and the test tested nothing).
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_next\/static\/.+\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

function hydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
}

test.describe('on a slow phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });
  test.setTimeout(180_000);

  test('Show code clicked before hydration shows the code', async ({ page }) => {
    await slowPhone(page);
    const releaseScripts = await holdScripts(page);
    await page.goto(BUTTON_PAGE, { waitUntil: 'commit' });
    const basic = page.getByRole('region', { name: 'BasicButtons', exact: true });
    const button = basic.getByRole('button', { name: 'Show code', exact: true });
    await button.click({ timeout: 60_000 });
    expect(await hydrated(page), 'the click came before the page hydrated').toBe(false);
    releaseScripts();
    await expect(basic.getByRole('button', { name: 'Hide code', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
      { timeout: 90_000 },
    );
    await expect(basic.locator('.code-block').first()).toBeVisible({ timeout: 60_000 });
  });

  test('JS clicked before hydration switches the demo to JavaScript', async ({ page }) => {
    await slowPhone(page);
    const releaseScripts = await holdScripts(page);
    await page.goto(BUTTON_PAGE, { waitUntil: 'commit' });
    const basic = page.getByRole('region', { name: 'BasicButtons', exact: true });
    const javascript = basic.getByRole('button', { name: 'JavaScript', exact: true });
    await javascript.click({ timeout: 60_000 });
    expect(await hydrated(page), 'the click came before the page hydrated').toBe(false);
    releaseScripts();
    await expect(javascript).toHaveAttribute('aria-pressed', 'true', { timeout: 90_000 });
    await expect(basic.locator('.demo-code-preview .code-block')).toHaveAttribute(
      'data-language',
      'jsx',
      { timeout: 60_000 },
    );
  });

  test('an API layout clicked before hydration is the layout shown', async ({ page }) => {
    await slowPhone(page);
    const releaseScripts = await holdScripts(page);
    await page.goto(API_PAGE, { waitUntil: 'commit' });
    const group = page.getByRole('group', { name: 'API display', exact: true }).first();
    const table = group.getByRole('button', { name: 'Table', exact: true });
    await table.click({ timeout: 60_000 });
    expect(await hydrated(page), 'the click came before the page hydrated').toBe(false);
    releaseScripts();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 90_000 });
    await expect(table).toHaveAttribute('aria-pressed', 'true');
    await expect(group.getByRole('button', { pressed: true })).toHaveCount(1);
  });
});
