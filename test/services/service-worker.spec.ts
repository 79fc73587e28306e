import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, type Diagnostics } from './fixtures';
import { waitForHydration } from '../e2e/support/site';
import {
  RUNTIME_CACHES,
  SHELL_CACHE_NAME,
  staleCacheNames,
} from '../../src/core/serviceWorkerCaching';
import { FIRST_BUILD, SECOND_BUILD, SERVICES_PORT } from './builds';
import { serve, type RunningServer } from './server';
import {
  cacheNames,
  cachedPaths,
  controllerVersion,
  countLoads,
  openControlled,
  workerConfigOf,
} from './workerPage';
import { TIME_LIMITS } from '../support/timeLimits';

// docs/product-rules.md#service-worker and docs/deploying.md#the-service-worker: /sw.js is registered on the production host only, it
// precaches the shell only, pages read once stay readable offline, and a new build makes an open
// page reload exactly once. Faults (a failed install, quota, a host's HTML for a chunk, a rolling
// deploy) are in service-worker-faults.spec.ts.

const VISITED = '/versions/';
const UNVISITED = '/blog/';
/** A page with its area's side navigation and a demo: both load from files of their own. */
const WITH_NAVIGATION = '/material-ui/getting-started/usage/';
/** A page of that navigation, opened from it by client-side navigation. */
const NAVIGATED = '/material-ui/getting-started/installation/';
const NAVIGATED_HEADING = 'Installation';

let server: RunningServer | null = null;

/**
 * Cuts the network. Requests the page then makes for things it never had (prefetches) fail, as
 * they should: those failures are expected, not problems.
 */
async function goOffline(context: BrowserContext, diagnostics: Diagnostics): Promise<void> {
  diagnostics.allow('request', /ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
  diagnostics.allow('console', /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to load resource/);
  await context.setOffline(true);
}

/** Serves the first build and opens the page with a side navigation, controlled by the worker. */
async function openPageWithNavigation(page: Page): Promise<void> {
  server = await serve(FIRST_BUILD, SERVICES_PORT);
  await openControlled(page, '/');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(WITH_NAVIGATION);
  await waitForHydration(page);
}

/** With the network cut, `path` opens as read before (its heading), not as the offline page. */
async function expectReadOffline(page: Page, path: string, heading: string | null): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  // This export has analytics on: a stand-in gtag keeps it from loading the third-party script.
  await page.addInitScript(() => Object.assign(window, { gtag: () => undefined }));
});

test.afterEach(async () => {
  await server?.close();
  server = null;
});

test('on the production host the worker registers and precaches the shell, not the pages', async ({
  page,
}) => {
  server = await serve(FIRST_BUILD, SERVICES_PORT);
  await openControlled(page, '/');
  const registration = await page.evaluate(async () => {
    const found = await navigator.serviceWorker.getRegistration();
    return found?.active?.scriptURL ?? null;
  });
  expect(registration).toBe(`${server.url}/sw.js`);
  const first = workerConfigOf(FIRST_BUILD);
  await expect.poll(() => controllerVersion(page)).toBe(first.version);
  // The shell is exactly the build's precache list, and holds no page but the fallbacks.
  const cached = await cachedPaths(page, SHELL_CACHE_NAME);
  expect(cached.sort()).toEqual(first.precache.map((entry) => entry.url).sort());
  expect(cached).toEqual(expect.arrayContaining(['/404.html', '/offline/', '/zh/offline/']));
  expect(cached.some((path) => path.startsWith('/_next/static/') && path.endsWith('.js'))).toBe(
    true,
  );
  expect(cached.some((path) => path.endsWith('.woff2'))).toBe(true);
  expect(cached.filter((path) => path.endsWith('/') || path.endsWith('.html')).sort()).toEqual([
    '/404.html',
    '/offline/',
    '/zh/offline/',
  ]);
  expect(staleCacheNames(await cacheNames(page))).toEqual([]);
});

test('a page read once still loads with the network cut', async ({
  page,
  context,
  diagnostics,
}) => {
  server = await serve(FIRST_BUILD, SERVICES_PORT);
  await openControlled(page, '/');
  await page.goto(VISITED);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const heading = await page.getByRole('heading', { level: 1 }).textContent();

  await goOffline(context, diagnostics);
  await expectReadOffline(page, VISITED, heading);
});

test('a page read once hydrates offline with its side navigation, and shows demo code read once', async ({
  page,
  context,
  diagnostics,
}) => {
  await openPageWithNavigation(page);
  const demo = page.getByRole('region', { name: 'HelloButton', exact: true });
  await demo.getByRole('button', { name: 'Show code', exact: true }).click();
  await expect(demo.locator('.code-block')).toContainText('HelloButton');

  await goOffline(context, diagnostics);
  await page.goto(WITH_NAVIGATION);
  // The navigation file came from the worker's cache before the page hydrated: no mismatch, and
  // the navigation responds.
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation', exact: true });
  await expect(nav.locator(`a[href="${WITH_NAVIGATION}"]`)).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('a[href="/material-ui/getting-started/installation/"]')).toBeVisible();
  await demo.getByRole('button', { name: 'Show code', exact: true }).click();
  await expect(demo.locator('.code-block')).toContainText('HelloButton');
});

test('a page reached by client-side navigation is kept to read offline', async ({
  page,
  context,
  diagnostics,
}) => {
  await openPageWithNavigation(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation', exact: true });
  await nav.locator(`a[href="${NAVIGATED}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${NAVIGATED}$`));
  // The address changes before the new page renders: wait for its heading, not the old one.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(NAVIGATED_HEADING);
  // The router's data came from the page's HTML, which the worker keeps with the pages.
  await expect.poll(() => cachedPaths(page, RUNTIME_CACHES.pages.name)).toContain(NAVIGATED);

  await goOffline(context, diagnostics);
  await expectReadOffline(page, NAVIGATED, NAVIGATED_HEADING);
});

test('a page never read shows the offline page with the network cut', async ({
  page,
  context,
  diagnostics,
}) => {
  server = await serve(FIRST_BUILD, SERVICES_PORT);
  await openControlled(page, '/');
  await goOffline(context, diagnostics);
  await page.goto(UNVISITED);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await page.goto(`/zh${UNVISITED}`);
  await expect(page.getByRole('heading', { level: 1, name: '您已离线' })).toBeVisible();
});

test('a new build served in place of the first makes an open page reload exactly once', async ({
  page,
}) => {
  const loads = await countLoads(page);

  server = await serve(FIRST_BUILD, SERVICES_PORT);
  await openControlled(page, VISITED);
  // The first install takes control without reloading.
  await page.waitForTimeout(1_000);
  expect(await loads()).toBe(1);
  // A later visit: the page opens under the worker of the first build.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('load');
  await page.waitForTimeout(1_000);
  expect(await loads()).toBe(2);

  await server.close();
  server = await serve(SECOND_BUILD, SERVICES_PORT);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });

  await expect.poll(loads, { timeout: TIME_LIMITS.services.workerUpdate }).toBe(3);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Never a loop: the reloaded page stays put.
  await page.waitForTimeout(4_000);
  expect(await loads()).toBe(3);
  expect(await controllerVersion(page)).toBe('second-build');
  // The files of the shell did not change: the new version kept them, nothing is left over.
  expect((await cachedPaths(page, SHELL_CACHE_NAME)).sort()).toEqual(
    workerConfigOf(SECOND_BUILD)
      .precache.map((entry) => entry.url)
      .sort(),
  );
  expect(staleCacheNames(await cacheNames(page))).toEqual([]);
});

test('on any other host nothing registers', async ({ page }) => {
  // Port 0: the same export, served at a host that is not its production host.
  server = await serve(FIRST_BUILD, 0);
  const workerRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/sw.js')) {
      workerRequests.push(request.url());
    }
  });
  await page.goto(`${server.url}${VISITED}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('load');
  await page.waitForTimeout(2_000);
  const registrations = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistrations()).length,
  );
  expect(registrations).toBe(0);
  expect(workerRequests).toEqual([]);
});

test('a failed registration leaves the page working with one warning', async ({ page }) => {
  server = await serve(FIRST_BUILD, SERVICES_PORT);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') {
      warnings.push(message.text());
    }
  });
  await page.addInitScript(() => {
    ServiceWorkerContainer.prototype.register = () =>
      Promise.reject(new Error('refused by the test'));
  });
  await page.goto(VISITED);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => warnings.length).toBe(1);
  expect(warnings[0]).toContain('Service worker registration failed');
  await page.waitForTimeout(1_000);
  expect(warnings).toHaveLength(1);
});
