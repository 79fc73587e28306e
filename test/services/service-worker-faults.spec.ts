import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { RUNTIME_CACHES, SHELL_CACHE_NAME } from '../../src/core/serviceWorkerCaching';
import { workerConfigLine } from '../../src/content/export/serviceWorkerConfig';
import { pageAssets } from '../../src/content/export/pageAssets';
import { FIRST_BUILD, SECOND_BUILD, SERVICES_PORT } from './builds';
import { startFaultyHost, type FaultyHost } from './faultyHost';
import {
  cachedPaths,
  controllerVersion,
  countLoads,
  openControlled,
  updateWorker,
  workerConfigOf,
} from './workerPage';
import { TIME_LIMITS } from '../support/timeLimits';

// docs/deploying.md#the-service-worker: what the service worker does when the host, the network or the storage fails it.
// Install: the shell is precached in one step; if any file cannot be fetched or stored, the
// install fails as a whole, the version in control (if any) stays with its caches, and the next
// visit tries again.

const VISITED = '/versions/';

let host: FaultyHost | null = null;
const afterThisTest: (() => Promise<unknown>)[] = [];

test.beforeEach(async ({ page }) => {
  // This export has analytics on: a stand-in gtag keeps it from loading the third-party script.
  await page.addInitScript(() => Object.assign(window, { gtag: () => undefined }));
});

test.afterEach(async () => {
  for (const undo of afterThisTest.splice(0)) {
    await undo().catch(() => undefined);
  }
  await host?.close();
  host = null;
});

function readBuildFile(dir: string, file: string): string {
  return fs.readFileSync(path.join(dir, file), 'utf8');
}

/** A script of the shell that the visited page does not load itself (the 404 page's own chunk). */
function shellScriptNotOn(pagePath: string): string {
  const onPage = new Set(pageAssets(readBuildFile(FIRST_BUILD, `${pagePath}index.html`)).scripts);
  const script = workerConfigOf(FIRST_BUILD)
    .precache.map((entry) => entry.url)
    .find((url) => url.endsWith('.js') && !onPage.has(url));
  if (script === undefined) {
    throw new Error(`every script of the shell is loaded by ${pagePath}: pick another page`);
  }
  return script;
}

/** A chunk the visited page loads that is not in the shell: cached only as it is read. */
function runtimeChunkOf(pagePath: string): string {
  const shell = new Set(workerConfigOf(FIRST_BUILD).precache.map((entry) => entry.url));
  const chunk = pageAssets(readBuildFile(FIRST_BUILD, `${pagePath}index.html`)).scripts.find(
    (url) => !shell.has(url),
  );
  if (chunk === undefined) {
    throw new Error(`${pagePath} loads no script outside the shell: pick another page`);
  }
  return chunk;
}

const HOST_FALLBACK_PAGE = {
  status: 200,
  contentType: 'text/html; charset=utf-8',
  body: '<!doctype html><title>Single-page fallback</title><p>Not the chunk</p>',
};

test('a first install that gets an HTML page for a shell chunk fails cleanly, and the next visit installs', async ({
  page,
}) => {
  const chunk = shellScriptNotOn(VISITED);
  host = await startFaultyHost(FIRST_BUILD, SERVICES_PORT);
  host.answer(chunk, HOST_FALLBACK_PAGE);

  await page.goto(VISITED);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => host?.requests.includes(chunk) ?? false, { timeout: 30_000 }).toBe(true);
  // The install failed: no worker is active or controls the page, and nothing it fetched is used.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          installing: registration?.installing !== null && registration?.installing !== undefined,
          active: registration?.active !== null && registration?.active !== undefined,
          controlled: navigator.serviceWorker.controller !== null,
        };
      }),
    )
    .toEqual({ installing: false, active: false, controlled: false });
  expect(await cachedPaths(page, SHELL_CACHE_NAME)).not.toContain(chunk);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);

  // The host is fixed: the next visit installs the whole shell, the chunk as a script.
  host.answer(chunk, null);
  await openControlled(page, VISITED);
  expect(await controllerVersion(page)).toBe(workerConfigOf(FIRST_BUILD).version);
  expect(await cachedPaths(page, SHELL_CACHE_NAME)).toContain(chunk);
  const type = await page.evaluate(async (url) => {
    const response = await caches.match(url, { ignoreSearch: true });
    return response?.headers.get('Content-Type') ?? null;
  }, chunk);
  expect(type).toMatch(/javascript/);
});

test('an update whose shell cannot be fetched leaves the version in control, with its caches', async ({
  page,
  context,
  diagnostics,
}) => {
  const loads = await countLoads(page);
  const first = workerConfigOf(FIRST_BUILD);
  host = await startFaultyHost(FIRST_BUILD, SERVICES_PORT);
  await openControlled(page, '/');
  await page.goto(VISITED);
  await expect.poll(() => controllerVersion(page)).toBe(first.version);

  // The next version changed its Chinese offline page, and the host fails to serve it.
  const broken = {
    ...first,
    version: 'broken-update',
    precache: first.precache.map((entry) =>
      entry.url === '/zh/offline/' ? { ...entry, revision: 'changed' } : entry,
    ),
  };
  const source = readBuildFile(FIRST_BUILD, 'sw.js').replace(/^var SW_CONFIG = .*;$/m, () =>
    workerConfigLine(broken),
  );
  host.answer('/sw.js', { status: 200, contentType: 'text/javascript', body: source });
  host.answer('/zh/offline/', { status: 500, contentType: 'text/plain', body: 'Server error' });

  expect(await updateWorker(page)).toBe('redundant');
  expect(await controllerVersion(page)).toBe(first.version);
  expect(await loads()).toBe(2);

  // Everything the version in control had still works offline.
  diagnostics.allow('request', /ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
  diagnostics.allow('console', /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to load resource/);
  await context.setOffline(true);
  await page.goto(VISITED);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('You are offline');
  await page.goto('/zh/blog/');
  await expect(page.getByRole('heading', { level: 1, name: '您已离线' })).toBeVisible();
});

test('a cache write refused for quota never costs the reader the page', async ({
  page,
  context,
  diagnostics,
}) => {
  host = await startFaultyHost(FIRST_BUILD, SERVICES_PORT);
  await openControlled(page, '/');
  // From now on the origin may store nothing more (Chromium's quota override).
  const cdp = await context.newCDPSession(page);
  const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: host.url, quotaSize: usage });
  // Without a size, the override is lifted (for the tests after this one).
  const origin = host.url;
  afterThisTest.push(() => cdp.send('Storage.overrideQuotaForOrigin', { origin }));

  await page.goto(VISITED);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await expect(heading).not.toHaveText('You are offline');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  // The write did fail: the page was not kept.
  await page.waitForTimeout(1_000);
  expect(await cachedPaths(page, RUNTIME_CACHES.pages.name)).not.toContain(VISITED);

  diagnostics.allow('request', /ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
  diagnostics.allow('console', /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to load resource/);
  await context.setOffline(true);
  await page.goto(VISITED);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
});

test('an HTML page a host serves for a chunk is never cached as the chunk', async ({ page }) => {
  const chunk = runtimeChunkOf(VISITED);
  host = await startFaultyHost(FIRST_BUILD, SERVICES_PORT);
  host.answer(chunk, HOST_FALLBACK_PAGE);
  await openControlled(page, '/');

  const fetchChunk = () =>
    page.evaluate(async (url) => {
      const response = await fetch(url);
      return response.headers.get('Content-Type');
    }, chunk);
  const cachedType = () =>
    page.evaluate(async (url) => {
      const response = await caches.match(url, { ignoreSearch: true });
      return response?.headers.get('Content-Type') ?? null;
    }, chunk);

  expect(await fetchChunk()).toMatch(/text\/html/);
  await page.waitForTimeout(1_000);
  expect(await cachedType()).toBeNull();

  // Once the host serves the chunk, it is kept as the script it is.
  host.answer(chunk, null);
  expect(await fetchChunk()).toMatch(/javascript/);
  await expect.poll(cachedType).toMatch(/javascript/);
});

test('two versions served alternately reload an open page once, not at every update', async ({
  page,
}) => {
  const loads = await countLoads(page);
  const versions = [FIRST_BUILD, SECOND_BUILD].map((dir) => workerConfigOf(dir).version);
  host = await startFaultyHost(FIRST_BUILD, SERVICES_PORT);
  await openControlled(page, VISITED);
  await expect.poll(() => controllerVersion(page)).toBe(versions[0]);
  expect(await loads()).toBe(1);

  // A rolling deploy: each update check reaches the other version.
  for (const round of [1, 2, 3, 4]) {
    const build = round % 2 === 1 ? SECOND_BUILD : FIRST_BUILD;
    await host.serveBuild(build);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect
      .poll(() => controllerVersion(page), { timeout: TIME_LIMITS.services.workerUpdate })
      .toBe(versions[round % 2 === 1 ? 1 : 0]);
    if (round === 1) {
      // The first change reloads the page: let it.
      await expect.poll(loads).toBe(2);
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('load');
    await page.waitForTimeout(1_000);
  }
  await page.waitForTimeout(2_000);
  // The first change reloaded the page; the three after it, within ten minutes, did not.
  expect(await loads()).toBe(2);
});
