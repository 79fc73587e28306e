import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { exportedGzipSizer, splitAtInteractive } from './browserWeight';

describe('splitAtInteractive', () => {
  it('counts each script once, in the part where it was first requested', () => {
    const split = splitAtInteractive(
      [
        { path: '/b.js', startMs: 40 },
        { path: '/a.js', startMs: 10 },
        { path: '/c.js', startMs: 120 },
        { path: '/a.js', startMs: 130 },
        { path: '/b.js', startMs: 100 },
      ],
      100,
    );
    expect(split).toEqual({ interactive: ['/a.js', '/b.js'], demos: [], after: ['/c.js'] });
  });

  it('tells the scripts of a page’s demos, requested until they hydrated, from those after', () => {
    const split = splitAtInteractive(
      [
        { path: '/page.js', startMs: 10 },
        { path: '/demos.js', startMs: 150 },
        { path: '/page.js', startMs: 160 },
        { path: '/prefetch.js', startMs: 400 },
      ],
      100,
      300,
    );
    expect(split).toEqual({
      interactive: ['/page.js'],
      demos: ['/demos.js'],
      after: ['/prefetch.js'],
    });
  });
});

describe('exportedGzipSizer', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'browser-weight-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('sizes an exported file as gzip -9 and names a missing one', () => {
    const body = 'console.log(1);'.repeat(200);
    fs.mkdirSync(path.join(dir, '_next'), { recursive: true });
    fs.writeFileSync(path.join(dir, '_next', 'x.js'), body);
    const size = exportedGzipSizer(dir);
    expect(size('/_next/x.js')).toBe(zlib.gzipSync(body, { level: 9 }).length);
    expect(() => size('/_next/missing.js')).toThrow(/\/_next\/missing\.js.*npm run build/);
    expect(() => size('/../../etc/passwd')).toThrow(/not a file of/);
  });
});
