import type { Page, Response } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/site';

// docs/product-rules.md#material-icons-finder: the finder on /material-ui/material-icons/ finds
// icons by name or meaning, per theme; its dialog copies the import line; its search lives in the
// URL; bad input shows "No icons match" or the default theme; nothing of it loads before it is
// reached.

const PAGE = '/material-ui/material-icons/';

function finder(page: Page) {
  return page.getByRole('region', { name: 'Material Icons finder' });
}

function searchBox(page: Page) {
  return finder(page).getByRole('searchbox', { name: 'Search icons' });
}

function iconButtons(page: Page) {
  return finder(page).locator('button[data-icon-module]');
}

async function openFinder(page: Page, url = PAGE): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
  await searchBox(page).focus();
  await expect(finder(page).locator('[data-icon-count]')).toBeVisible();
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('nothing of the finder loads before it is reached; scrolling to it loads it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const iconFiles: string[] = [];
  const scripts: Promise<string>[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/material-icons/'))
      iconFiles.push(request.url());
  });
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.text().catch(() => ''));
    }
  });
  await page.goto(PAGE);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(iconFiles).toEqual([]);
  const resultsCode = async () =>
    (await Promise.all(scripts)).some((text) => text.includes('data-icon-module'));
  expect(await resultsCode()).toBe(false);
  await expect(finder(page).locator('[data-icon-count]')).toHaveCount(0);

  await finder(page).scrollIntoViewIfNeeded();
  await expect(iconButtons(page).first()).toBeVisible();
  expect(iconFiles.some((url) => url.endsWith('/index.json'))).toBe(true);
  expect(await resultsCode()).toBe(true);
  // The first screen's drawings: the first file of the default theme, no other theme.
  await expect(iconButtons(page).first().locator('svg path').first()).toBeAttached();
  expect(
    iconFiles.filter((url) => /\/(Outlined|Rounded|TwoTone|Sharp)-\d+\.json$/.test(url)),
  ).toEqual([]);
});

test('"trash" finds Delete, and Outlined shows only Outlined icons', async ({ page }) => {
  await openFinder(page);
  await searchBox(page).fill('trash');
  await expect(iconButtons(page).first()).toHaveAttribute('data-icon-module', 'Delete');
  await expect(
    finder(page).getByRole('button', { name: 'DeleteForever', exact: true }),
  ).toBeVisible();

  await finder(page).getByRole('radio', { name: 'Outlined' }).check();
  await expect(iconButtons(page).first()).toHaveAttribute('data-icon-module', 'DeleteOutlined');
  const modules = await iconButtons(page).evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('data-icon-module') ?? ''),
  );
  expect(modules.length).toBeGreaterThan(2);
  for (const module of modules) expect(module).toMatch(/Outlined$/);
  // Each is drawn from the Outlined files.
  await expect(iconButtons(page).first().locator('svg path').first()).toBeAttached();
});

test('the dialog copies the exact import line, traps focus and gives it back', async ({ page }) => {
  await openFinder(page, `${PAGE}?query=delete&theme=Outlined`);
  const icon = finder(page).getByRole('button', { name: 'DeleteOutlined', exact: true });
  await icon.click();
  const dialog = page.getByRole('dialog', { name: 'DeleteOutlined' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'SvgIcon API' })).toHaveAttribute(
    'href',
    '/material-ui/api/svg-icon/',
  );
  await expect(dialog.getByRole('link', { name: 'Icons guide' })).toHaveAttribute(
    'href',
    '/material-ui/icons/',
  );
  await dialog.locator('.code-block').first().getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    "import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';",
  );
  // Tab never leaves the dialog.
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(icon).toBeFocused();
});

test('the grid is keyboard navigable and Enter opens an icon', async ({ page }) => {
  await openFinder(page, `${PAGE}?query=arrow`);
  const first = iconButtons(page).first();
  await first.focus();
  await page.keyboard.press('ArrowRight');
  await expect(iconButtons(page).nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(iconButtons(page).last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
  const name = await first.getAttribute('data-icon-module');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: name ?? '' })).toBeVisible();
});

test('the URL keeps the search, and Back returns to the previous one', async ({ page }) => {
  await openFinder(page, `${PAGE}?query=delete&theme=Outlined`);
  await expect(searchBox(page)).toHaveValue('delete');
  await expect(finder(page).getByRole('radio', { name: 'Outlined' })).toBeChecked();
  await expect(iconButtons(page).first()).toHaveAttribute('data-icon-module', 'DeleteOutlined');

  await searchBox(page).fill('cart');
  await expect(page).toHaveURL(/\?query=cart&theme=Outlined$/);
  await expect(iconButtons(page).first()).toHaveAttribute('data-icon-module', /Cart/);
  await finder(page).getByRole('radio', { name: 'Sharp' }).check();
  await expect(page).toHaveURL(/\?query=cart&theme=Sharp$/);

  await page.goBack();
  await expect(page).toHaveURL(/\?query=cart&theme=Outlined$/);
  await expect(finder(page).getByRole('radio', { name: 'Outlined' })).toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL(/\?query=delete&theme=Outlined$/);
  await expect(searchBox(page)).toHaveValue('delete');
  await expect(iconButtons(page).first()).toHaveAttribute('data-icon-module', 'DeleteOutlined');
});

test('bad input gives "No icons match" or the default theme, never an error', async ({ page }) => {
  const noMatch = finder(page).getByText('No icons match');
  await openFinder(page, `${PAGE}?query=${'x'.repeat(10_000)}`);
  await expect(noMatch).toBeVisible();

  await openFinder(page, `${PAGE}?query=${encodeURIComponent('.*(+[\\^$|?')}`);
  await expect(iconButtons(page).first()).toBeVisible();

  await openFinder(page, `${PAGE}?query=${encodeURIComponent('🗑️💥')}&theme=%3Cscript%3E`);
  await expect(finder(page).getByRole('radio', { name: 'Filled' })).toBeChecked();

  await openFinder(page, `${PAGE}?theme=__proto__&query=zzzzqqq`);
  await expect(noMatch).toBeVisible();
  await expect(finder(page).getByRole('radio', { name: 'Filled' })).toBeChecked();
  await searchBox(page).fill('a'.repeat(500));
  await expect(noMatch).toBeVisible();
});

test('once used, the finder works offline', async ({ page, context, diagnostics }) => {
  // The worker registers itself on the production host only: here the test registers it.
  await page.goto(PAGE);
  await waitForHydration(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  await openFinder(page, `${PAGE}?query=delete&theme=Outlined`);
  await expect(iconButtons(page).first().locator('svg path').first()).toBeAttached();
  // The worker stores what it fetched as it arrives: wait for the index and the drawings.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          urls.push(...(await cache.keys()).map((request) => request.url));
        }
        const icons = urls.filter((url) => url.includes('/material-icons/'));
        return (
          icons.some((url) => url.endsWith('/index.json')) &&
          icons.some((url) => /\/Outlined-\d+\.json$/.test(url))
        );
      }),
    )
    .toBe(true);

  diagnostics.allow('request', /ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
  diagnostics.allow('console', /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to load resource/);
  await context.setOffline(true);
  await openFinder(page, `${PAGE}?query=delete&theme=Outlined`);
  await expect(iconButtons(page).first()).toHaveAttribute('data-icon-module', 'DeleteOutlined');
  await expect(iconButtons(page).first().locator('svg path').first()).toBeAttached();
  await context.setOffline(false);
});
