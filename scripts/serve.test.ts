import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

interface RunningServer {
  url: string;
  port: number;
  close: () => Promise<void>;
}

interface ServeModule {
  startServer: (options: { dir: string; port?: number; host?: string }) => Promise<RunningServer>;
  contentType: (filePath: string) => string;
  cacheControl: (urlPath: string) => string;
  parseArgs: (argv: string[]) => { dir: string; port: number; host: string };
  acceptsGzip: (header: string | undefined) => boolean;
  isCompressible: (type: string) => boolean;
}

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

// serve.mjs is plain JavaScript without a declaration file: load it through a computed specifier
// and give it the interface above.
const servePath = path.join(__dirname, 'serve.mjs');
const loadServe = async (): Promise<ServeModule> => (await import(servePath)) as ServeModule;

/** A request with the path sent exactly as written (fetch would normalise `..` away). */
function rawRequest(
  port: number,
  rawPath: string,
  method = 'GET',
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: rawPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const gzipped = res.headers['content-encoding'] === 'gzip' && raw.length > 0;
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: (gzipped ? gunzipSync(raw) : raw).toString('utf8'),
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const files: Record<string, string> = {
  'index.html': '<!doctype html><title>Home</title>',
  '404.html': '<!doctype html><title>Not found</title>',
  'material-ui/index.html': '<!doctype html><title>Material UI</title>',
  'material-ui/react-button/index.html': '<!doctype html><title>Button</title>',
  'robots.txt': 'User-agent: *',
  'sitemap.xml': '<urlset/>',
  'sw.js': 'self.addEventListener("fetch", () => {});',
  'manifest.webmanifest': '{}',
  'favicon.ico': 'ico',
  'logo.svg': '<svg/>',
  'logo.png': 'png',
  'llms.md': '# Docs',
  'plain-file': 'no extension',
  '_next/static/chunks/main-abc123.js': 'console.log(1);',
  '_next/static/chunks/module-abc123.mjs': 'export {};',
  '_next/static/css/app-abc123.css': 'body{}',
  '_next/static/media/font-abc123.woff2': 'woff2',
  '_next/static/media/font-abc123.woff': 'woff',
  '_next/data/build.json': '{}',
  'module.wasm': 'wasm',
  'search-index/en/titles.bin': 'titles',
  'search-index/en/body/bu.bin': 'shard',
};

describe('scripts/serve.mjs', () => {
  let root: string;
  let outside: string;
  let server: RunningServer;
  let serve: ServeModule;

  beforeAll(async () => {
    serve = await loadServe();
    const base = await mkdtemp(path.join(tmpdir(), 'serve-test-'));
    root = path.join(base, 'out');
    outside = path.join(base, 'secret');
    await mkdir(outside, { recursive: true });
    await writeFile(path.join(outside, 'secret.txt'), 'top secret');
    for (const [name, content] of Object.entries(files)) {
      const filePath = path.join(root, name);
      await mkdir(path.dirname(filePath), { recursive: true });
      await writeFile(filePath, content);
    }
    await symlink(outside, path.join(root, 'escape'));
    // A page folder whose index.html is a symlink to a file outside the served folder, a file
    // symlinked the same way, and a symlink that stays inside (served as usual).
    await mkdir(path.join(root, 'linked-page'), { recursive: true });
    await symlink(path.join(outside, 'secret.txt'), path.join(root, 'linked-page', 'index.html'));
    await symlink(path.join(outside, 'secret.txt'), path.join(root, 'linked.txt'));
    await symlink(path.join(root, 'robots.txt'), path.join(root, 'robots-alias.txt'));
    server = await serve.startServer({ dir: root, port: 0 });
  });

  afterAll(async () => {
    await server?.close();
    if (root) {
      await rm(path.dirname(root), { recursive: true, force: true });
    }
  });

  it('listens on a free port when asked for port 0 and reports its URL', () => {
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
  });

  it('serves index.html for / and for a directory with a trailing slash', async () => {
    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await home.text()).toContain('<title>Home</title>');

    const page = await fetch(`${server.url}/material-ui/react-button/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Button</title>');
  });

  it('redirects a directory without its trailing slash with 308, keeping the query', async () => {
    const res = await fetch(`${server.url}/material-ui/react-button?tab=api`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe('/material-ui/react-button/?tab=api');
  });

  it('serves a file without extension as it is, without redirecting', async () => {
    const res = await fetch(`${server.url}/plain-file`, { redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('no extension');
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    for (const unknown of ['/no-such-page/', '/no-such-page', '/material-ui/nope.js']) {
      const res = await fetch(`${server.url}${unknown}`, { redirect: 'manual' });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await res.text()).toContain('<title>Not found</title>');
    }
  });

  it('answers 404 in plain text when the export has no 404.html', async () => {
    const bare = await mkdtemp(path.join(tmpdir(), 'serve-test-bare-'));
    await writeFile(path.join(bare, 'index.html'), 'home');
    const other = await serve.startServer({ dir: bare, port: 0 });
    try {
      const res = await fetch(`${other.url}/missing/`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect((await res.text()).trim()).toBe('Not Found');
    } finally {
      await other.close();
      await rm(bare, { recursive: true, force: true });
    }
  });

  it('redirects only to paths of its own origin', async () => {
    for (const [attempt, location] of [
      ['//material-ui', '/material-ui/'],
      ['///material-ui?ref=x', '/material-ui/?ref=x'],
      ['//material-ui//react-button', '/material-ui/react-button/'],
    ]) {
      const res = await rawRequest(server.port, attempt);
      expect({ attempt, status: res.status }).toEqual({ attempt, status: 308 });
      expect(res.headers.location).toBe(location);
      expect(new URL(String(res.headers.location), server.url).origin).toBe(server.url);
    }
  });

  it('refuses a symlink that leads outside the served folder, and serves one inside it', async () => {
    for (const attempt of ['/linked-page/', '/linked-page', '/linked.txt']) {
      const res = await rawRequest(server.port, attempt);
      expect({ attempt, status: res.status }).toEqual({ attempt, status: 403 });
      expect(res.body).not.toContain('top secret');
    }
    const inside = await rawRequest(server.port, '/robots-alias.txt');
    expect(inside.status).toBe(200);
    expect(inside.body).toBe(files['robots.txt']);
  });

  it('sends ETag and Last-Modified, and 304 to a revalidation that still matches', async () => {
    const first = await rawRequest(server.port, '/material-ui/');
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
      const again = await rawRequest(server.port, '/material-ui/', 'GET', headers);
      expect({ headers, status: again.status }).toEqual({ headers, status: 304 });
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }

    const changed = await rawRequest(server.port, '/material-ui/', 'GET', {
      'If-None-Match': '"stale"',
      'If-Modified-Since': lastModified,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toBe(files['material-ui/index.html']);
    const older = await rawRequest(server.port, '/material-ui/', 'GET', {
      'If-Modified-Since': new Date(Date.parse(lastModified) - 60_000).toUTCString(),
    });
    expect(older.status).toBe(200);

    // The gzipped body is another representation, with its own tag.
    const gzipped = await rawRequest(server.port, '/material-ui/', 'GET', {
      'Accept-Encoding': 'gzip',
    });
    expect(gzipped.headers.etag).not.toBe(etag);
    const gzippedAgain = await rawRequest(server.port, '/material-ui/', 'GET', {
      'Accept-Encoding': 'gzip',
      'If-None-Match': String(gzipped.headers.etag),
    });
    expect(gzippedAgain.status).toBe(304);

    // The 404 page is never "not modified".
    const missing = await rawRequest(server.port, '/nope/');
    const missingAgain = await rawRequest(server.port, '/nope/', 'GET', {
      'If-None-Match': String(missing.headers.etag),
    });
    expect(missingAgain.status).toBe(404);
  });

  it('refuses path traversal with 403', async () => {
    for (const attempt of [
      '/../secret/secret.txt',
      '/%2e%2e/secret/secret.txt',
      '/material-ui/%2E%2E/%2E%2E/secret/secret.txt',
      '/..%2fsecret%2fsecret.txt',
      '/escape/secret.txt',
    ]) {
      const res = await rawRequest(server.port, attempt);
      expect({ attempt, status: res.status }).toEqual({ attempt, status: 403 });
      expect(res.body).not.toContain('top secret');
    }
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
    ['/search-index/en/titles.bin', 'application/octet-stream'],
    ['/search-index/en/body/bu.bin', 'application/octet-stream'],
  ])('serves %s as %s', async (urlPath, type) => {
    const res = await fetch(`${server.url}${urlPath}`);
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
    const res = await fetch(`${server.url}${urlPath}`);
    expect(res.headers.get('cache-control')).toBe(header);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const res = await rawRequest(server.port, '/material-ui/', 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-length']).toBe(String(files['material-ui/index.html'].length));
    expect(res.body).toBe('');

    const missing = await rawRequest(server.port, '/nope/', 'HEAD');
    expect(missing.status).toBe(404);
    expect(missing.body).toBe('');
  });

  it('gzips text files for a browser that accepts gzip, and only then', async () => {
    const gzipped = await rawRequest(server.port, '/material-ui/', 'GET', {
      'Accept-Encoding': 'gzip, deflate, br',
    });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('Accept-Encoding');
    expect(gzipped.body).toBe(files['material-ui/index.html']);

    const plain = await rawRequest(server.port, '/material-ui/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(files['material-ui/index.html']);

    const notFound = await rawRequest(server.port, '/nope/', 'GET', { 'Accept-Encoding': 'gzip' });
    expect(notFound.status).toBe(404);
    expect(notFound.headers['content-encoding']).toBe('gzip');
    expect(notFound.body).toBe(files['404.html']);
  });

  it('sends HEAD of a gzipped file with the compressed length and no body', async () => {
    const get = await rawRequest(server.port, '/sitemap.xml', 'GET', { 'Accept-Encoding': 'gzip' });
    const head = await rawRequest(server.port, '/sitemap.xml', 'HEAD', {
      'Accept-Encoding': 'gzip',
    });
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.body).toBe('');
  });

  it('reads Accept-Encoding like a browser would', () => {
    expect(serve.acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(serve.acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(serve.acceptsGzip('*')).toBe(true);
    expect(serve.acceptsGzip('gzip;q=0')).toBe(false);
    expect(serve.acceptsGzip('br, identity')).toBe(false);
    expect(serve.acceptsGzip(undefined)).toBe(false);
  });

  it('compresses text and leaves fonts and images as they are', () => {
    expect(serve.isCompressible('text/html; charset=utf-8')).toBe(true);
    expect(serve.isCompressible('text/javascript; charset=utf-8')).toBe(true);
    expect(serve.isCompressible('application/json; charset=utf-8')).toBe(true);
    expect(serve.isCompressible('image/svg+xml')).toBe(true);
    expect(serve.isCompressible('font/woff2')).toBe(false);
    expect(serve.isCompressible('image/png')).toBe(false);
    expect(serve.isCompressible('application/octet-stream')).toBe(false);
  });

  it('refuses other methods', async () => {
    const res = await rawRequest(server.port, '/', 'POST');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it('parses its command line with the documented defaults', () => {
    expect(serve.parseArgs([])).toEqual({ dir: 'out', port: 3000, host: '127.0.0.1' });
    expect(serve.parseArgs(['out', '4173', '--host', '0.0.0.0'])).toEqual({
      dir: 'out',
      port: 4173,
      host: '0.0.0.0',
    });
    expect(() => serve.parseArgs(['out', 'abc'])).toThrow('Invalid port: abc');
  });
});
