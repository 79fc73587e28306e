/** scripts/serve.mjs: content types, caching and revalidation, HEAD, and gzip. */
import { files, rawRequest, servedForTests } from './testing/serveFixture';

describe('scripts/serve.mjs headers', () => {
  const fixture = servedForTests();

  it('sends ETag and Last-Modified, and 304 to a revalidation that still matches', async () => {
    const first = await rawRequest(fixture.server.port, '/material-ui/');
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(Date.parse(lastModified)).not.toBeNaN();

    const revalidations: Record<string, string>[] = [
      { 'If-None-Match': etag },
      { 'If-None-Match': `"other", W/${etag}` },
      { 'If-None-Match': '*' },
      { 'If-Modified-Since': lastModified },
    ];
    for (const headers of revalidations) {
      const again = await rawRequest(fixture.server.port, '/material-ui/', 'GET', headers);
      expect({ headers, status: again.status }).toEqual({ headers, status: 304 });
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }

    const changed = await rawRequest(fixture.server.port, '/material-ui/', 'GET', {
      'If-None-Match': '"stale"',
      'If-Modified-Since': lastModified,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toBe(files['material-ui/index.html']);
    const older = await rawRequest(fixture.server.port, '/material-ui/', 'GET', {
      'If-Modified-Since': new Date(Date.parse(lastModified) - 60_000).toUTCString(),
    });
    expect(older.status).toBe(200);

    // The gzipped body is another representation, with its own tag.
    const gzipped = await rawRequest(fixture.server.port, '/material-ui/', 'GET', {
      'Accept-Encoding': 'gzip',
    });
    expect(gzipped.headers.etag).not.toBe(etag);
    const gzippedAgain = await rawRequest(fixture.server.port, '/material-ui/', 'GET', {
      'Accept-Encoding': 'gzip',
      'If-None-Match': String(gzipped.headers.etag),
    });
    expect(gzippedAgain.status).toBe(304);

    // The 404 page is never "not modified".
    const missing = await rawRequest(fixture.server.port, '/nope/');
    const missingAgain = await rawRequest(fixture.server.port, '/nope/', 'GET', {
      'If-None-Match': String(missing.headers.etag),
    });
    expect(missingAgain.status).toBe(404);
  });

  it.each([
    ['/index.html', 'text/html; charset=utf-8'],
    ['/_next/static/chunks/main-abc123.js', 'text/javascript; charset=utf-8'],
    ['/_next/static/chunks/module-abc123.mjs', 'text/javascript; charset=utf-8'],
    ['/_next/static/css/app-abc123.css', 'text/css; charset=utf-8'],
    ['/_next/data/build.json', 'application/json; charset=utf-8'],
    ['/logo.svg', 'image/svg+xml'],
    ['/logo.png', 'image/png'],
    ['/favicon.ico', 'image/x-icon'],
    ['/_next/static/media/font-abc123.woff', 'font/woff'],
    ['/_next/static/media/font-abc123.woff2', 'font/woff2'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/sitemap.xml', 'application/xml; charset=utf-8'],
    ['/llms.md', 'text/markdown; charset=utf-8'],
    ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['/module.wasm', 'application/wasm'],
    ['/search-index/en/manifest.bin', 'application/octet-stream'],
    ['/search-index/en/terms/bu.bin', 'application/octet-stream'],
  ])('serves %s as %s', async (urlPath, type) => {
    const res = await fetch(`${fixture.server.url}${urlPath}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
  });

  it.each([
    ['/', 'no-cache'],
    ['/material-ui/', 'no-cache'],
    ['/sw.js', 'no-cache'],
    ['/robots.txt', 'no-cache'],
    ['/_next/data/build.json', 'no-cache'],
    ['/_next/static/chunks/main-abc123.js', 'public, max-age=31536000, immutable'],
    ['/_next/static/css/app-abc123.css', 'public, max-age=31536000, immutable'],
    ['/_next/static/media/font-abc123.woff2', 'public, max-age=31536000, immutable'],
    ['/no-such-page/', 'no-cache'],
  ])('sends Cache-Control for %s: %s', async (urlPath, header) => {
    const res = await fetch(`${fixture.server.url}${urlPath}`);
    expect(res.headers.get('cache-control')).toBe(header);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const res = await rawRequest(fixture.server.port, '/material-ui/', 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-length']).toBe(String(files['material-ui/index.html'].length));
    expect(res.body).toBe('');

    const missing = await rawRequest(fixture.server.port, '/nope/', 'HEAD');
    expect(missing.status).toBe(404);
    expect(missing.body).toBe('');
  });

  it('gzips text files for a browser that accepts gzip, and only then', async () => {
    const gzipped = await rawRequest(fixture.server.port, '/material-ui/', 'GET', {
      'Accept-Encoding': 'gzip, deflate, br',
    });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('Accept-Encoding');
    expect(gzipped.body).toBe(files['material-ui/index.html']);

    const plain = await rawRequest(fixture.server.port, '/material-ui/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(files['material-ui/index.html']);

    const notFound = await rawRequest(fixture.server.port, '/nope/', 'GET', {
      'Accept-Encoding': 'gzip',
    });
    expect(notFound.status).toBe(404);
    expect(notFound.headers['content-encoding']).toBe('gzip');
    expect(notFound.body).toBe(files['404.html']);
  });

  it('sends HEAD of a gzipped file with the compressed length and no body', async () => {
    const get = await rawRequest(fixture.server.port, '/sitemap.xml', 'GET', {
      'Accept-Encoding': 'gzip',
    });
    const head = await rawRequest(fixture.server.port, '/sitemap.xml', 'HEAD', {
      'Accept-Encoding': 'gzip',
    });
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.body).toBe('');
  });

  it('reads Accept-Encoding like a browser would', () => {
    expect(fixture.serve.acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(fixture.serve.acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(fixture.serve.acceptsGzip('*')).toBe(true);
    expect(fixture.serve.acceptsGzip('gzip;q=0')).toBe(false);
    expect(fixture.serve.acceptsGzip('br, identity')).toBe(false);
    expect(fixture.serve.acceptsGzip(undefined)).toBe(false);
  });

  it('compresses text and leaves fonts and images as they are', () => {
    expect(fixture.serve.isCompressible('text/html; charset=utf-8')).toBe(true);
    expect(fixture.serve.isCompressible('text/javascript; charset=utf-8')).toBe(true);
    expect(fixture.serve.isCompressible('application/json; charset=utf-8')).toBe(true);
    expect(fixture.serve.isCompressible('image/svg+xml')).toBe(true);
    expect(fixture.serve.isCompressible('font/woff2')).toBe(false);
    expect(fixture.serve.isCompressible('image/png')).toBe(false);
    expect(fixture.serve.isCompressible('application/octet-stream')).toBe(false);
  });
});
