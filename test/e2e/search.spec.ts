import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// docs/product-rules.md#accessible-names: button `Search` in the header (also Ctrl+K / Cmd+K); a dialog with a `searchbox`.
// The index is written to /search-index/<lang>/ by scripts/export/30-search-index.ts; its ranking
// (src/core/searchRanking.ts) is checked over many queries by scripts/check-search-relevance.ts.

const RECENT_KEY = 'mui-recent-searches';
/** A string only the dialog's code holds: the index file it fetches first. */
const DIALOG_CODE_MARKER = 'manifest.bin';

function searchButton(page: Page, name = 'Search'): Locator {
  return page.getByRole('banner').getByRole('button', { name, exact: true });
}

function searchDialog(page: Page): Locator {
  return page.getByRole('dialog');
}

/**
 * Opens the dialog from the header button; retries until the page has hydrated. A dialog still
 * closing (after a result opened its page) is waited out first: it is not the one to use.
 */
async function openSearch(page: Page, name = 'Search'): Promise<Locator> {
  const dialog = searchDialog(page);
  await expect(dialog).toBeHidden();
  await expect(async () => {
    if (!(await dialog.isVisible())) {
      await searchButton(page, name).click();
    }
    await expect(dialog).toBeVisible({ timeout: 1_500 });
  }).toPass({ timeout: 20_000 });
  await expect(dialog.getByRole('searchbox')).toBeFocused();
  return dialog;
}

function results(dialog: Locator): Locator {
  return dialog.getByRole('listbox').getByRole('option');
}

/**
 * Types a query and waits until the status no longer says it is searching: results counted, none
 * found (which names the query), or the index unavailable. Assertions after it retry as usual.
 */
async function search(dialog: Locator, query: string): Promise<void> {
  await dialog.getByRole('searchbox').fill(query);
  await expect(dialog.getByRole('status')).not.toHaveText(/Searching|正在搜索/, {
    timeout: 20_000,
  });
}

/** The option whose title (its first line) is exactly `title`. */
function optionTitled(scope: Locator, title: string): Locator {
  return scope.getByRole('option').filter({
    has: scope.page().locator('span:first-child', { hasText: new RegExp(`^${title}$`) }),
  });
}

test.describe('search', () => {
  test('searching a component name opens its page, and the search is remembered', async ({
    page,
  }) => {
    await page.goto('/material-ui/getting-started/installation/');
    const dialog = await openSearch(page);
    await search(dialog, 'Slider');
    const group = dialog.getByRole('group', { name: 'Material UI', exact: true });
    await expect(group).toBeVisible();
    const option = optionTitled(group, 'Slider').first();
    await expect(option).toBeVisible();
    // The matched word is highlighted in the title.
    await expect(option.locator('mark').first()).toHaveText(/slider/i);
    await option.click();
    await expect(page).toHaveURL(/\/material-ui\/react-slider\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Slider' })).toBeVisible();
    await expect(dialog).toBeHidden();

    const reopened = await openSearch(page);
    await reopened.getByRole('searchbox').fill('');
    await expect(reopened.getByRole('group', { name: 'Recent searches' })).toContainText('Slider');
  });

  test('arrows and Enter open the active result', async ({ page }) => {
    await page.goto('/joy-ui/');
    const dialog = await openSearch(page);
    await search(dialog, 'Slider');
    const searchbox = dialog.getByRole('searchbox');
    await expect(results(dialog).first()).toBeVisible();
    await searchbox.press('ArrowDown');
    await expect(results(dialog).first()).toHaveAttribute('aria-selected', 'true');
    await searchbox.press('ArrowDown');
    await searchbox.press('ArrowUp');
    const active = results(dialog).first();
    await expect(active).toHaveAttribute('aria-selected', 'true');
    await expect(searchbox).toHaveAttribute('aria-activedescendant', /search-option-0/);
    await searchbox.press('Enter');
    await expect(page).toHaveURL(/\/(react-slider|api\/slider)\/$/);
  });

  test('searching a prop name finds its API page and opens it at the prop', async ({ page }) => {
    await page.goto('/material-ui/');
    const dialog = await openSearch(page);
    await search(dialog, 'disableElevation');
    const option = results(dialog).first();
    await expect(option.locator('span:first-child')).toHaveText('Button API');
    await expect(option).toContainText('Prop: disableElevation');
    await expect(option.locator('mark').first()).toHaveText(/disableElevation/i);
    await option.click();
    await expect(page).toHaveURL(/\/material-ui\/api\/button\/#prop-disableElevation$/);
    await expect(page.locator('[id="prop-disableElevation"]')).toBeInViewport();
  });

  test('Ctrl+K, Autocomplete, Enter on a Material UI page opens its Autocomplete page', async ({
    page,
  }) => {
    await page.goto('/material-ui/react-button/');
    const dialog = searchDialog(page);
    await expect(async () => {
      await page.keyboard.press('Control+k');
      await expect(dialog.getByRole('searchbox')).toBeFocused({ timeout: 1_500 });
    }).toPass({ timeout: 20_000 });
    // Typed as a person types, and Enter at once: the first result opens when it arrives.
    await page.keyboard.type('Autocomplete');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/material-ui\/react-autocomplete\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Autocomplete' })).toBeVisible();
    // The closed dialog is gone, and with it the modal's aria-hidden on the page (a route change
    // that interrupted its closing transition left the new page hidden from screen readers).
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('#__next')).not.toHaveAttribute('aria-hidden', 'true');
  });

  test('the area being read comes first, other areas follow under their label', async ({
    page,
  }) => {
    await page.goto('/joy-ui/react-button/');
    const dialog = await openSearch(page);
    await search(dialog, 'Autocomplete');
    const groups = dialog.getByRole('listbox').getByRole('group');
    await expect(groups.first()).toHaveAttribute('aria-label', 'Joy UI');
    await expect(dialog.getByRole('group', { name: 'Material UI', exact: true })).toBeVisible();
    const first = results(dialog).first();
    await expect(first.locator('span:first-child')).toHaveText('Autocomplete');
    await dialog.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/joy-ui\/react-autocomplete\/$/);
  });

  test('a one-letter typo and a CSS class name still open the right page', async ({ page }) => {
    await page.goto('/material-ui/');
    let dialog = await openSearch(page);
    await search(dialog, 'snackbr');
    await dialog.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/material-ui\/react-snackbar\/$/);
    // The new page has rendered before search opens again: opened while the route was still
    // changing, the dialog could be replaced under the test's typing (a CI flake).
    await expect(page.getByRole('heading', { level: 1, name: 'Snackbar' })).toBeVisible();

    dialog = await openSearch(page);
    await search(dialog, 'MuiButton-root');
    await expect(results(dialog).first()).toContainText('CSS class: MuiButton-root');
    await dialog.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/material-ui\/api\/button\/#class-root$/);
    await expect(page.locator('[id="class-root"]')).toBeInViewport();
  });

  test('Escape closes the dialog and returns focus to the Search button; Ctrl+K and Meta+K open it', async ({
    page,
  }) => {
    await page.goto('/material-ui/');
    await openSearch(page);
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();

    await page.keyboard.press('Control+k');
    await expect(searchDialog(page).getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toBeHidden();
    await page.keyboard.press('Meta+k');
    await expect(searchDialog(page).getByRole('searchbox')).toBeFocused();
  });

  test('Ctrl+K pressed as Escape closes the dialog shows it again, and it stays open', async ({
    page,
  }) => {
    await page.goto('/material-ui/');
    await openSearch(page);
    // Both keys in one task of the page: the close's `close` event, which the browser fires a task
    // later, then finds the dialog shown again (as when the second key comes in quick succession).
    const stillOpen = await page.evaluate(async () => {
      const key = (target: EventTarget, init: KeyboardEventInit): void => {
        target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, ...init }));
      };
      const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
      const searchbox = document.querySelector('dialog input[type="search"]');
      if (searchbox === null) throw new Error('no searchbox in the open dialog');
      key(searchbox, { key: 'Escape' });
      await Promise.resolve();
      await Promise.resolve();
      key(document, { key: 'k', ctrlKey: true });
      await settle();
      await settle();
      return document.querySelector('dialog')?.open === true;
    });
    expect(stillOpen).toBe(true);
    await expect(searchDialog(page).getByRole('searchbox')).toBeVisible();
  });

  test('nothing search-related is downloaded before the dialog first opens', async ({ page }) => {
    const requests: string[] = [];
    const scriptBodies: Promise<string>[] = [];
    page.on('request', (request) => requests.push(request.url()));
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scriptBodies.push(response.text().catch(() => ''));
      }
    });
    await page.goto('/material-ui/react-button/');
    await page.waitForLoadState('networkidle');
    await expect(searchButton(page)).toBeVisible();
    await page.getByRole('banner').hover();

    expect(requests.filter((url) => url.includes('/search-index/'))).toEqual([]);
    const before = await Promise.all(scriptBodies);
    expect(before.length).toBeGreaterThan(0);
    expect(
      before.filter((body) => body.includes(DIALOG_CODE_MARKER)),
      'the dialog code is not in the initial scripts',
    ).toEqual([]);

    const countBefore = scriptBodies.length;
    const dialog = await openSearch(page);
    await search(dialog, 'Button');
    await expect(results(dialog).first()).toBeVisible();
    const after = await Promise.all(scriptBodies.slice(countBefore));
    expect(after.some((body) => body.includes(DIALOG_CODE_MARKER))).toBe(true);
    expect(requests.some((url) => url.includes('/search-index/en/manifest.bin'))).toBe(true);
  });

  test('under /zh/ the button is translated and results stay in Chinese pages', async ({
    page,
  }) => {
    await page.goto('/zh/material-ui/');
    const dialog = await openSearch(page, '搜索');
    await expect(dialog.getByRole('searchbox')).toHaveAttribute('placeholder', /搜索/);
    await search(dialog, 'Slider');
    await expect(results(dialog).first()).toBeVisible();
    const option = optionTitled(dialog.getByRole('group', { name: 'Material UI' }), 'Slider');
    await option.first().click();
    await expect(page).toHaveURL(/\/zh\/material-ui\/react-slider\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  });

  test('under /zh/ a Chinese title finds its page, translated pages first', async ({ page }) => {
    await page.goto('/zh/material-ui/react-button/');
    const dialog = await openSearch(page, '搜索');
    await search(dialog, '安装');
    await expect(results(dialog).first().locator('span:first-child')).toHaveText('安装');
    await dialog.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/zh\/material-ui\/getting-started\/installation\/$/);
    await expect(page.getByRole('heading', { level: 1, name: '安装' })).toBeVisible();
  });

  test('empty, very long and markup queries show no error and inject nothing', async ({ page }) => {
    await page.goto('/material-ui/');
    const dialog = await openSearch(page);
    const searchbox = dialog.getByRole('searchbox');

    await search(dialog, '   ');
    await expect(results(dialog)).toHaveCount(0);

    await search(dialog, 'button '.repeat(2000));
    await expect(dialog.getByRole('status')).toBeVisible();

    const markup = '<img src=x onerror="window.__injected=1"><script>window.__injected=2</script>';
    await search(dialog, markup);
    await expect(dialog.getByRole('status')).toContainText('<img src=x');
    await expect(searchbox).toHaveValue(markup);
    await search(dialog, '<mark>button</mark> <b>slider</b>');
    await expect(dialog.locator('img, script, b')).toHaveCount(0);
    await search(dialog, '"><svg onload=alert(1)>');
    await expect(dialog.locator('svg[onload]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __injected?: unknown }).__injected)).toBe(
      undefined,
    );

    await search(dialog, '');
    await expect(dialog.getByRole('status')).toBeVisible();
  });

  test('corrupt recent searches in storage are ignored', async ({ page }) => {
    await page.addInitScript(
      (key) => window.localStorage.setItem(key, '{"not":"a list"'),
      RECENT_KEY,
    );
    await page.goto('/material-ui/');
    const dialog = await openSearch(page);
    await expect(dialog.getByRole('group', { name: 'Recent searches' })).toHaveCount(0);
    await expect(dialog.getByRole('status')).toContainText('Type to search');
  });

  test('an index that cannot be loaded shows a message, not an error', async ({
    page,
    diagnostics,
  }) => {
    diagnostics.allow('request', /\/search-index\//);
    diagnostics.allow('console', /Failed to load resource.*\/search-index\//);
    await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/material-ui/');
    const dialog = await openSearch(page);
    await search(dialog, 'Button');
    await expect(dialog.getByRole('status')).toContainText('Search is unavailable');
  });
});

interface Recorded {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * Records every response of the site while online, and serves only those once offline: what a
 * cache of the first visit (the service worker's runtime cache) would hold. Anything else fails
 * as it would without a network.
 */
async function recordThenReplay(
  context: BrowserContext,
): Promise<{ goOffline: () => Promise<void> }> {
  const cache = new Map<string, Recorded>();
  let offline = false;
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (offline) {
      const hit = cache.get(url);
      if (hit) await route.fulfill(hit);
      else await route.abort('internetdisconnected');
      return;
    }
    const response = await route.fetch();
    const recorded = {
      status: response.status(),
      headers: response.headers(),
      body: await response.body(),
    };
    if (recorded.status === 200) cache.set(url, recorded);
    await route.fulfill(recorded);
  });
  return {
    goOffline: async () => {
      offline = true;
      await context.setOffline(true);
    },
  };
}

test('search still answers with the network cut after a first visit', async ({
  page,
  context,
  diagnostics,
}) => {
  const network = await recordThenReplay(context);
  await page.goto('/material-ui/');
  let dialog = await openSearch(page);
  await search(dialog, 'Slider');
  await expect(results(dialog).first()).toBeVisible();

  await network.goOffline();
  await page.reload();
  dialog = await openSearch(page);
  await search(dialog, 'Slider');
  await expect(optionTitled(dialog, 'Slider').first()).toBeVisible();
  // The network is really cut: a page that the first visit did not fetch cannot be reached.
  diagnostics.allow('request', /\/versions\//);
  diagnostics.allow('console', /Failed to load resource/);
  const uncached = await page.evaluate(() =>
    fetch('/versions/').then(
      () => 'reached',
      () => 'unreachable',
    ),
  );
  expect(uncached).toBe('unreachable');
});
