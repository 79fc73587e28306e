/**
 * The export as a real host serves it: Debian's nginx with deploy/nginx-site.conf (docs/deploying.md)
 * over the site's out/ (caching, content types, redirects, 404, bad requests) and over the services
 * build, whose worker is registered on this port (a page read once opens offline).
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE } from '../../src/core/hostConfig';
import { expect, test } from './fixtures';
import { waitForHydration } from '../e2e/support/site';
import { FIRST_BUILD, SERVICES_PORT } from './builds';
import { startNginx, type RunningNginx } from './nginx';
import { openControlled } from './workerPage';

const SITE = path.resolve(process.env.E2E_STATIC_DIR ?? 'out');
const SITE_PORT = SERVICES_PORT + 10;
const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;

let nginx: RunningNginx | null = null;

test.beforeAll(async () => {
  nginx = await startNginx([
    { root: SITE, port: SITE_PORT },
    { root: FIRST_BUILD, port: SERVICES_PORT },
  ]);
});

test.afterAll(async () => {
  await nginx?.close();
});

function get(pathname: string): Promise<Response> {
  return fetch(`${SITE_URL}${pathname}`, { redirect: 'manual' });
}

/** A request written byte for byte (fetch would normalise `..` away); resolves with its status. */
function rawStatus(target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(SITE_PORT, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  });
}

function firstFile(dir: string, test: (name: string) => boolean): string {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && test(entry.name)) {
      return `/${path.relative(SITE, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`;
    }
  }
  throw new Error(`no file in ${dir} passes the test: rebuild the export (npm run build)`);
}

test('hashed assets and versioned search files are cached for a year, pages and the worker revalidated', async () => {
  const chunk = firstFile(path.join(SITE, '_next', 'static'), (name) => name.endsWith('.js'));
  const shard = firstFile(path.join(SITE, 'search-index', 'en', 'terms'), () => true);
  const expectations: [string, string, RegExp][] = [
    [chunk, CACHE_IMMUTABLE, /^(application|text)\/javascript/],
    [`${shard}?v=build`, CACHE_IMMUTABLE, /^application\/octet-stream/],
    ['/search-index/en/manifest.bin', CACHE_REVALIDATE, /^application\/octet-stream/],
    ['/sw.js', CACHE_REVALIDATE, /javascript/],
    ['/material-ui/react-button/', CACHE_REVALIDATE, /^text\/html/],
    ['/material-ui/react-button.md', CACHE_REVALIDATE, /^text\/markdown/],
    ['/llms.txt', CACHE_REVALIDATE, /^text\/plain/],
  ];
  for (const [pathname, cacheControl, contentType] of expectations) {
    const response = await get(pathname);
    expect(response.status, pathname).toBe(200);
    expect(response.headers.get('cache-control'), pathname).toBe(cacheControl);
    expect(response.headers.get('content-type'), pathname).toMatch(contentType);
  }
  const page = await fetch(`${SITE_URL}/material-ui/react-button/`, {
    headers: { 'Accept-Encoding': 'gzip' },
  });
  expect(page.headers.get('etag')).toBeTruthy();
});

test('every redirect of the export answers 301 with its target', async () => {
  const lines = fs
    .readFileSync(path.join(SITE, '_redirects'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('/'));
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    const [from, to, status] = line.split(' ');
    expect(status).toBe('301');
    const response = await get(from);
    expect(response.status, from).toBe(301);
    expect(response.headers.get('location'), from).toBe(to);
  }
});

test('a page without its slash is sent to it, and a missing page gets the site 404 page', async () => {
  const bare = await get('/material-ui/react-button');
  expect(bare.status).toBe(301);
  expect(bare.headers.get('location')).toBe('/material-ui/react-button/');
  const missing = await get('/material-ui/no-such-page/');
  expect(missing.status).toBe(404);
  expect(await missing.text()).toBe(fs.readFileSync(path.join(SITE, '404.html'), 'utf8'));
  for (const hostFile of ['/_headers', '/_redirects', '/_nginx/redirects.conf']) {
    expect((await get(hostFile)).status, hostFile).toBe(404);
  }
});

test('bad requests stay inside the export and never answer 500', async () => {
  const statuses = await Promise.all(
    [
      '/../../../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/material-ui/..%2f..%2f..%2fetc%2fpasswd',
      '/material-ui%2freact-button/',
      `/${'a'.repeat(20_000)}/`,
      '/material-ui/react-button/?q=%00%ff<script>',
    ].map(rawStatus),
  );
  for (const status of statuses) {
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(500);
  }
  expect(statuses[0]).toBe(400);
  expect(statuses[5]).toBe(200);
  const passwd = await get('/etc/passwd');
  expect(passwd.status).toBe(404);
});

test('a page loads clean through nginx and opens offline once read', async ({
  page,
  context,
  diagnostics,
}) => {
  // This export has analytics on: a stand-in gtag keeps it from loading the third-party script.
  await page.addInitScript(() => Object.assign(window, { gtag: () => undefined }));
  await page.setViewportSize({ width: 1280, height: 900 });
  const origin = `http://127.0.0.1:${SERVICES_PORT}`;
  await openControlled(page, `${origin}/`);
  await page.goto(`${origin}/versions/`);
  await waitForHydration(page);
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  diagnostics.allow('request', /ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
  diagnostics.allow('console', /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to load resource/);
  await context.setOffline(true);
  await page.goto(`${origin}/versions/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
  await context.setOffline(false);
});
