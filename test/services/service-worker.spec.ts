import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/support/fixtures';
import { FIRST_BUILD, SECOND_BUILD, SERVICES_PORT } from './builds';
import { serve, type RunningServer } from './server';

// SPEC.md §1–§2, issue 6: /sw.js is registered on the production host only, pages read once
// stay readable offline, and a new build makes an open page reload exactly once.

const VISITED = '/versions/';
const UNVISITED = '/blog/';

let server: RunningServer | null = null;

test.beforeEach(async ({ page }) => {
  // This export has analytics on: a stand-in gtag keeps it from loading the third-party script.
  await page.addInitScript(() => Object.assign(window, { gtag: () => undefined }));
});

test.afterEach(async () => {
  await server?.close();
  server = null;
});

/** Opens a page and waits until the worker has installed, activated and taken control of it. */
async function openControlled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 45_000,
  });
}

async function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(() => caches.keys());
}

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
  const names = await cacheNames(page);
  expect(names).toHaveLength(1);
  const cached = await page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, names[0]);
  expect(cached).toEqual(expect.arrayContaining(['/404.html', '/offline/', '/zh/offline/']));
  expect(cached.some((path) => path.startsWith('/_next/static/') && path.endsWith('.js'))).toBe(
    true,
  );
  expect(cached.some((path) => path.endsWith('.woff2'))).toBe(true);
  // Only the shell: no page but the offline ones is precached.
  expect(cached.filter((path) => path.endsWith('/') || path.endsWith('.html')).sort()).toEqual([
    '/404.html',
    '/offline/',
    '/zh/offline/',
  ]);
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

  // Requests the page makes offline for things it never had (prefetches) fail, as they should.
  diagnostics.allow('request', /ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
  diagnostics.allow('console', /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to load resource/);
  await context.setOffline(true);
  await page.goto(VISITED);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
});

test('a page never read shows the offline page with the network cut', async ({
  page,
  context,
  diagnostics,
}) => {
  server = await serve(FIRST_BUILD, SERVICES_PORT);
  await openControlled(page, '/');
  diagnostics.allow('request', /ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
  diagnostics.allow('console', /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to load resource/);
  await context.setOffline(true);
  await page.goto(UNVISITED);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await page.goto(`/zh${UNVISITED}`);
  await expect(page.getByRole('heading', { level: 1, name: '您已离线' })).toBeVisible();
});

test('a new build served in place of the first makes an open page reload exactly once', async ({
  page,
}) => {
  // Counts the documents this tab has loaded.
  await page.addInitScript(() => {
    const loads = Number(sessionStorage.getItem('e2e-loads') ?? '0') + 1;
    sessionStorage.setItem('e2e-loads', String(loads));
  });
  // While the page reloads there is no document to ask: report 0 and let the poll ask again.
  const loads = () =>
    page.evaluate(() => Number(sessionStorage.getItem('e2e-loads'))).catch(() => 0);

  server = await serve(FIRST_BUILD, SERVICES_PORT);
  await openControlled(page, VISITED);
  const [firstCache] = await cacheNames(page);
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

  await expect.poll(loads, { timeout: 45_000 }).toBe(3);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Never a loop: the reloaded page stays put.
  await page.waitForTimeout(4_000);
  expect(await loads()).toBe(3);
  // One cache for the new version; the old one is gone.
  expect(await cacheNames(page)).toEqual(['mui-docs-second-build']);
  expect(firstCache).not.toBe('mui-docs-second-build');
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
