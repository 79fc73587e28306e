/** scripts/serve.mjs: which file a path serves, redirects, not-found pages and what it refuses. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { files, rawRequest, servedForTests } from './testing/serveFixture';

describe('scripts/serve.mjs', () => {
  const fixture = servedForTests();

  it('listens on a free port when asked for port 0 and reports its URL', () => {
    expect(fixture.server.port).toBeGreaterThan(0);
    expect(fixture.server.url).toBe(`http://127.0.0.1:${fixture.server.port}`);
  });

  it('serves index.html for / and for a directory with a trailing slash', async () => {
    const home = await fetch(`${fixture.server.url}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await home.text()).toContain('<title>Home</title>');

    const page = await fetch(`${fixture.server.url}/material-ui/react-button/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Button</title>');
  });

  it('redirects a directory without its trailing slash with 308, keeping the query', async () => {
    const res = await fetch(`${fixture.server.url}/material-ui/react-button?tab=api`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe('/material-ui/react-button/?tab=api');
  });

  it('serves a file without extension as it is, without redirecting', async () => {
    const res = await fetch(`${fixture.server.url}/plain-file`, { redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('no extension');
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    for (const unknown of ['/no-such-page/', '/no-such-page', '/material-ui/nope.js']) {
      const res = await fetch(`${fixture.server.url}${unknown}`, { redirect: 'manual' });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await res.text()).toContain('<title>Not found</title>');
    }
  });

  it('answers 404 in plain text when the export has no 404.html', async () => {
    const bare = await mkdtemp(path.join(tmpdir(), 'serve-test-bare-'));
    await writeFile(path.join(bare, 'index.html'), 'home');
    const other = await fixture.serve.startServer({ dir: bare, port: 0 });
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
      const res = await rawRequest(fixture.server.port, attempt);
      expect({ attempt, status: res.status }).toEqual({ attempt, status: 308 });
      expect(res.headers.location).toBe(location);
      expect(new URL(String(res.headers.location), fixture.server.url).origin).toBe(
        fixture.server.url,
      );
    }
  });

  it('refuses a symlink that leads outside the served folder, and serves one inside it', async () => {
    for (const attempt of ['/linked-page/', '/linked-page', '/linked.txt']) {
      const res = await rawRequest(fixture.server.port, attempt);
      expect({ attempt, status: res.status }).toEqual({ attempt, status: 403 });
      expect(res.body).not.toContain('top secret');
    }
    const inside = await rawRequest(fixture.server.port, '/robots-alias.txt');
    expect(inside.status).toBe(200);
    expect(inside.body).toBe(files['robots.txt']);
  });

  it('refuses path traversal with 403', async () => {
    for (const attempt of [
      '/../secret/secret.txt',
      '/%2e%2e/secret/secret.txt',
      '/material-ui/%2E%2E/%2E%2E/secret/secret.txt',
      '/..%2fsecret%2fsecret.txt',
      '/escape/secret.txt',
    ]) {
      const res = await rawRequest(fixture.server.port, attempt);
      expect({ attempt, status: res.status }).toEqual({ attempt, status: 403 });
      expect(res.body).not.toContain('top secret');
    }
  });

  it('refuses other methods', async () => {
    const res = await rawRequest(fixture.server.port, '/', 'POST');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it('parses its command line with the documented defaults', () => {
    expect(fixture.serve.parseArgs([])).toEqual({ dir: 'out', port: 3000, host: '127.0.0.1' });
    expect(fixture.serve.parseArgs(['out', '4173', '--host', '0.0.0.0'])).toEqual({
      dir: 'out',
      port: 4173,
      host: '0.0.0.0',
    });
    expect(() => fixture.serve.parseArgs(['out', 'abc'])).toThrow('Invalid port: abc');
  });
});
