import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { fileOfUrl, readWorkerConfig } from '@/content/export/serviceWorkerConfig';
import { precacheBytes, run } from './20-service-worker';

const shellPage = (own: string) =>
  '<html><head><link rel="preload" href="/_next/static/media/plex-400.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>' +
  '<link rel="stylesheet" href="/_next/static/css/app-def456.css"/></head><body>' +
  `<script src="/_next/static/chunks/main-abc123.js" defer=""></script><script src="${own}" defer=""></script></body></html>`;

const FILES: Record<string, string> = {
  '_next/static/chunks/main-abc123.js': 'console.log(1)',
  '_next/static/chunks/home-111.js': 'console.log("home")',
  '_next/static/chunks/versions-222.js': 'console.log("versions")',
  '_next/static/chunks/404-333.js': 'console.log("404")',
  '_next/static/chunks/offline-444.js': 'console.log("offline")',
  '_next/static/chunks/lazy-555.js': 'console.log("lazy")',
  '_next/static/css/app-def456.css': 'body{}',
  '_next/static/media/plex-400.woff2': 'font',
  '_next/static/media/roboto-400.woff2': 'demo font',
  '404.html': shellPage('/_next/static/chunks/404-333.js'),
  'offline/index.html': shellPage('/_next/static/chunks/offline-444.js'),
  'zh/offline/index.html': shellPage('/_next/static/chunks/offline-444.js'),
  'index.html': shellPage('/_next/static/chunks/home-111.js'),
  'versions/index.html': shellPage('/_next/static/chunks/versions-222.js'),
  'favicon.ico': 'icon',
};

const dirs: string[] = [];

function exportDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-step-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const workerSource = (dir: string) => fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');

let logSpy: jest.SpyInstance;
beforeEach(() => {
  logSpy = jest.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => logSpy.mockRestore());
afterAll(() => {
  for (const dir of dirs) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

describe('the service worker export step', () => {
  it('precaches the shell only: the fallback pages, what they load, what every page loads', async () => {
    const dir = exportDir(FILES);
    await run(dir);
    const config = readWorkerConfig(workerSource(dir));
    expect(config.precache.map((entry) => entry.url)).toEqual([
      '/404.html',
      '/_next/static/chunks/404-333.js',
      '/_next/static/chunks/main-abc123.js',
      '/_next/static/chunks/offline-444.js',
      '/_next/static/css/app-def456.css',
      '/_next/static/media/plex-400.woff2',
      '/offline/',
      '/zh/offline/',
    ]);
    // Hashed URLs need no revision; pages are kept under a hash of their content.
    for (const entry of config.precache) {
      if (entry.url.startsWith('/_next/static/')) {
        expect(entry.revision).toBeNull();
      } else {
        expect(entry.revision).toMatch(/^[0-9a-f]{32}$/);
      }
    }
    expect(config.offlinePages).toEqual([
      { prefix: '/zh/', url: '/zh/offline/' },
      { prefix: '/', url: '/offline/' },
    ]);
    expect(precacheBytes(dir, config.precache)).toBe(
      config.precache.reduce(
        (total, { url }) => total + fs.statSync(path.join(dir, fileOfUrl(url))).size,
        0,
      ),
    );
  });

  it('bundles Workbox into a script that sets up its listeners and needs no module loader', async () => {
    const dir = exportDir(FILES);
    await run(dir);
    const source = workerSource(dir);
    expect(source).not.toMatch(/\bimport\b|\brequire\(|process\.env/);
    const listeners: string[] = [];
    const scope = {
      addEventListener: (type: string) => listeners.push(type),
      location: { origin: 'https://mui.com' },
    };
    vm.runInNewContext(source, { self: scope, location: new URL('https://mui.com/sw.js'), URL });
    expect(new Set(listeners)).toEqual(new Set(['install', 'activate', 'fetch', 'message']));
  });

  it('gives each build its own version, and the same files the same one', async () => {
    const first = exportDir(FILES);
    const same = exportDir(FILES);
    const next = exportDir({
      ...FILES,
      '_next/static/chunks/main-abc123.js': 'console.log(2)',
      'offline/index.html': `${FILES['offline/index.html']}<!-- changed -->`,
    });
    await Promise.all([run(first), run(same), run(next)]);
    const version = readWorkerConfig(workerSource(first)).version;
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(readWorkerConfig(workerSource(same)).version).toBe(version);
    expect(readWorkerConfig(workerSource(next)).version).not.toBe(version);
  });

  it('takes a version given to it', async () => {
    const dir = exportDir(FILES);
    await run(dir, { version: 'second-build' });
    expect(readWorkerConfig(workerSource(dir)).version).toBe('second-build');
  });

  it('refuses an export without the offline page, or whose pages load a missing file', async () => {
    const files = { ...FILES };
    delete files['offline/index.html'];
    await expect(run(exportDir(files))).rejects.toThrow('offline/index.html is missing');

    const broken = { ...FILES };
    delete broken['_next/static/chunks/main-abc123.js'];
    await expect(run(exportDir(broken))).rejects.toThrow(
      'the shell needs /_next/static/chunks/main-abc123.js',
    );
  });

  it('reads the config back, and says which file is wrong when there is none', () => {
    expect(() => readWorkerConfig('self.addEventListener("fetch", () => {});')).toThrow(
      'sw.js has no `var SW_CONFIG = …;` line',
    );
  });
});
