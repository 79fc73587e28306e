import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import budgets from '../../bench/budgets.json';
import { run } from '../export/20-service-worker';
import { measurePrecache } from './precacheSize';

const page = (own: string) =>
  '<html><head><link rel="stylesheet" href="/_next/static/css/app.css"/></head><body>' +
  `<script src="/_next/static/chunks/main.js" defer=""></script><script src="${own}" defer=""></script></body></html>`;

/** A small export with the files the service worker step needs, of known sizes. */
const FILES: Record<string, string> = {
  '_next/static/chunks/main.js': 'm'.repeat(1000),
  '_next/static/chunks/home.js': 'h'.repeat(5000),
  '_next/static/chunks/offline.js': 'o'.repeat(300),
  '_next/static/css/app.css': 'c'.repeat(200),
  'index.html': page('/_next/static/chunks/home.js'),
  '404.html': page('/_next/static/chunks/main.js'),
  'offline/index.html': page('/_next/static/chunks/offline.js'),
};

describe('measurePrecache', () => {
  let dir: string;
  let log: jest.SpyInstance;

  beforeEach(() => {
    log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-precache-'));
    for (const [file, text] of Object.entries(FILES)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
  });

  afterEach(() => {
    log.mockRestore();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("sums the bytes of the files in the export's precache manifest", async () => {
    await run(dir);
    const size = (file: string) => Buffer.byteLength(FILES[file]);
    // The shell: both fallback pages, what they load and what every page loads; not home.js.
    expect(measurePrecache(dir)).toEqual({
      files: 5,
      bytes:
        size('404.html') +
        size('offline/index.html') +
        size('_next/static/chunks/main.js') +
        size('_next/static/chunks/offline.js') +
        size('_next/static/css/app.css'),
    });
  });

  it('says what to do when the export has no service worker', () => {
    expect(() => measurePrecache(dir)).toThrow('sw.js does not exist: build the site first');
  });

  it('has a budget of 1 MiB', () => {
    expect(budgets.serviceWorkerPrecacheBytes).toEqual({ max: 1024 * 1024 });
  });
});
