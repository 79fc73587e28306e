import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loaderScript } from '@/content/export/paintFirstScripts';
import { measurePage, pageDataKiB, referencedAssets } from './pageWeight';

describe('referencedAssets', () => {
  it('finds local scripts and stylesheets once each', () => {
    const html =
      '<link rel="stylesheet" href="/a.css"/><link rel="preload" href="/font.woff2"/>' +
      '<script src="/x.js" defer></script><script src="/x.js"></script><script src="https://cdn.example/y.js"></script><script>inline()</script>';
    expect(referencedAssets(html)).toEqual({ scripts: ['/x.js'], stylesheets: ['/a.css'] });
  });

  it('counts the scripts a paint-first loader adds', () => {
    const html = `<body>${loaderScript(['/_next/a.js', '/_next/b.js'])}<script src="/x.js"></script></body>`;
    expect(referencedAssets(html).scripts).toEqual(['/x.js', '/_next/a.js', '/_next/b.js']);
  });
});

describe('pageDataKiB', () => {
  it('measures the page data script as written, and 0 for a page without one', () => {
    const data = JSON.stringify({ props: { pageProps: { text: 'x'.repeat(2048) } } });
    const html = `<div id="__next"></div><script id="__NEXT_DATA__" type="application/json">${data}</script>`;
    expect(pageDataKiB(html)).toBeCloseTo(data.length / 1024, 5);
    expect(pageDataKiB('<html></html>')).toBe(0);
  });
});

describe('measurePage', () => {
  it('sums gzip sizes of what the page references, and fails clearly on a missing asset', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weight-'));
    fs.mkdirSync(path.join(dir, 'page'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'app.js'), 'console.log(1);'.repeat(500));
    fs.writeFileSync(path.join(dir, 'page', 'index.html'), '<script src="/app.js"></script>');
    const weight = measurePage(dir, '/page/');
    expect(weight.scripts).toBe(1);
    expect(weight.jsKiB).toBeGreaterThan(0);
    expect(weight.jsKiB).toBeLessThan(1);
    expect(weight.inlineStyleKB).toBe(0);
    fs.writeFileSync(
      path.join(dir, 'page', 'index.html'),
      `<head><style data-emotion="css a">${'a'.repeat(1500)}</style><style>${'é'.repeat(250)}</style></head>`,
    );
    expect(measurePage(dir, '/page/').inlineStyleKB).toBe(2);
    fs.writeFileSync(path.join(dir, 'page', 'index.html'), '<script src="/missing.js"></script>');
    expect(() => measurePage(dir, '/page/')).toThrow('references /missing.js');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
