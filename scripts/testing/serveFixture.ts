/**
 * What the tests of scripts/serve.mjs share: the module with its types, a request sent exactly as
 * written, and a served folder of fixture files, with symlinks that lead inside and outside it.
 */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

export interface RunningServer {
  url: string;
  port: number;
  close: () => Promise<void>;
}

export interface ServeModule {
  startServer: (options: { dir: string; port?: number; host?: string }) => Promise<RunningServer>;
  contentType: (filePath: string) => string;
  cacheControl: (urlPath: string) => string;
  parseArgs: (argv: string[]) => { dir: string; port: number; host: string };
  acceptsGzip: (header: string | undefined) => boolean;
  isCompressible: (type: string) => boolean;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

// serve.mjs is plain JavaScript without a declaration file: load it through a computed specifier
// and give it the interface above.
const servePath = path.join(__dirname, '..', 'serve.mjs');
export const loadServe = async (): Promise<ServeModule> => (await import(servePath)) as ServeModule;

/** A request with the path sent exactly as written (fetch would normalise `..` away). */
export function rawRequest(
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

/** The served folder: a page of each depth, the files a static export holds, and one of each type. */
export const files: Record<string, string> = {
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
  'search-index/en/manifest.bin': 'manifest',
  'search-index/en/terms/bu.bin': 'shard',
};

export interface ServedFixture {
  serve: ServeModule;
  server: RunningServer;
  /** Stops the server and removes the folders. */
  close: () => Promise<void>;
}

/** The fixture files served from a temporary folder on a free port of 127.0.0.1. */
export async function serveFixture(): Promise<ServedFixture> {
  const serve = await loadServe();
  const base = await mkdtemp(path.join(tmpdir(), 'serve-test-'));
  const root = path.join(base, 'out');
  const outside = path.join(base, 'secret');
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
  const server = await serve.startServer({ dir: root, port: 0 });
  return {
    serve,
    server,
    close: async () => {
      await server.close();
      await rm(base, { recursive: true, force: true });
    },
  };
}

/**
 * Serves the fixture for the tests of the calling `describe` block (started before them, stopped
 * and removed after): call it at the top of the block.
 */
export function servedForTests(): { readonly server: RunningServer; readonly serve: ServeModule } {
  let fixture: ServedFixture | undefined;
  beforeAll(async () => {
    fixture = await serveFixture();
  });
  afterAll(async () => {
    await fixture?.close();
  });
  const started = (): ServedFixture => {
    if (!fixture) {
      throw new Error(
        'The fixture server has not started: call servedForTests() in a describe block',
      );
    }
    return fixture;
  };
  return {
    get server() {
      return started().server;
    },
    get serve() {
      return started().serve;
    },
  };
}
