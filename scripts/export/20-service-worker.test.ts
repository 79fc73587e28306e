import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { run } from './20-service-worker';

const FILES: Record<string, string> = {
  '_next/static/chunks/main-abc123.js': 'console.log(1)',
  '_next/static/css/app-def456.css': 'body{}',
  '_next/static/media/plex-latin-400.woff2': 'font',
  '_next/static/media/plex-latin-400.woff': 'old font',
  '_next/static/build-1/_buildManifest.js': 'self.__BUILD_MANIFEST={}',
  '404.html': '<p>404</p>',
  'offline/index.html': '<p>offline</p>',
  'zh/offline/index.html': '<p>离线</p>',
  'index.html': '<p>home</p>',
  'versions/index.html': '<p>versions</p>',
  'favicon.ico': 'icon',
};

function exportDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-step-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

interface Generated {
  version: string;
  cachePrefix: string;
  precache: string[];
  offlinePages: { prefix: string; url: string }[];
  listeners: string[];
}

/** Runs the generated sw.js against a scope that only records what it is given. */
function evaluateWorker(dir: string): Generated {
  const source = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
  const listeners: string[] = [];
  const scope = {
    addEventListener: (type: string) => listeners.push(type),
    location: { origin: 'https://mui.com' },
  };
  const match = /exports\.serviceWorker\(self, (.*)\);/.exec(source);
  vm.runInNewContext(source, { self: scope, URL });
  return { ...(JSON.parse(match?.[1] ?? '{}') as Omit<Generated, 'listeners'>), listeners };
}

let logSpy: jest.SpyInstance;
beforeEach(() => {
  logSpy = jest.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => logSpy.mockRestore());

describe('the service worker export step', () => {
  it('precaches the shell only: hashed assets, woff2 fonts, the 404 and offline pages', async () => {
    const dir = exportDir(FILES);
    await run(dir);
    const worker = evaluateWorker(dir);
    expect(worker.precache.sort()).toEqual(
      [
        '/404.html',
        '/_next/static/build-1/_buildManifest.js',
        '/_next/static/chunks/main-abc123.js',
        '/_next/static/css/app-def456.css',
        '/_next/static/media/plex-latin-400.woff2',
        '/offline/',
        '/zh/offline/',
      ].sort(),
    );
    expect(worker.offlinePages).toEqual([
      { prefix: '/zh/', url: '/zh/offline/' },
      { prefix: '/', url: '/offline/' },
    ]);
    expect(worker.listeners).toEqual(['install', 'activate', 'fetch']);
  });

  it('gives each build its own version, and the same files the same one', async () => {
    const first = exportDir(FILES);
    const same = exportDir(FILES);
    const next = exportDir({
      ...FILES,
      '_next/static/build-2/_buildManifest.js': 'self.__BUILD_MANIFEST={}',
    });
    await Promise.all([run(first), run(same), run(next)]);
    const version = evaluateWorker(first).version;
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(evaluateWorker(same).version).toBe(version);
    expect(evaluateWorker(next).version).not.toBe(version);
  });

  it('takes a version given to it', async () => {
    const dir = exportDir(FILES);
    await run(dir, { version: 'second-build' });
    expect(evaluateWorker(dir).version).toBe('second-build');
  });

  it('refuses an export without the offline page', async () => {
    const files = { ...FILES };
    delete files['offline/index.html'];
    const warnSpy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(run(exportDir(files))).rejects.toThrow('offline/index.html is missing');
    warnSpy.mockRestore();
  });
});
