// A small static server for the exported site (`out/`), with the same rules as a static host:
// trailing-slash redirects, `404.html` for unknown paths, long caching for hashed assets only, and
// gzip for text files when the browser accepts it (as Netlify, Vercel, GitHub Pages and nginx with
// `gzip_static` do), so what the browser downloads here is what it downloads from a real host.
//
//   node scripts/serve.mjs <dir> <port> [--host 127.0.0.1]
//
// Tests import `startServer({ dir, port, host })` and get `{ url, close }` back (port 0 = any free port).

import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { acceptsGzip, gzippedFile, isCompressible } from './serveGzip.mjs';

export { acceptsGzip, isCompressible };

const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.wasm': 'application/wasm',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/**
 * The Content-Type of a file, from its name.
 * @param {string} filePath
 * @returns {string}
 */
export function contentType(filePath) {
  const base = path.basename(filePath);
  // The search index's files (`titles.bin`, `body/*.bin`) are gzip data: octet-stream, as below.
  return MIME_TYPES[path.extname(base).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The Cache-Control header for a URL path: hashed build assets are immutable, everything else
 * (HTML, `/sw.js`, public files) must be revalidated.
 * @param {string} urlPath
 * @returns {string}
 */
export function cacheControl(urlPath) {
  return urlPath.startsWith('/_next/static/') ? IMMUTABLE : NO_CACHE;
}

/**
 * @param {string} filePath
 * @returns {Promise<import('node:fs').Stats | null>}
 */
async function statOrNull(filePath) {
  try {
    return await stat(filePath);
  } catch {
    return null;
  }
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} text
 * @param {boolean} head
 */
function sendText(res, status, text, head) {
  const body = Buffer.from(`${text}\n`);
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': NO_CACHE,
  });
  res.end(head ? undefined : body);
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} filePath
 * @param {import('node:fs').Stats} fileStat
 * @param {string} urlPath
 * @param {boolean} head
 */
async function sendFile(req, res, status, filePath, fileStat, urlPath, head) {
  const type = contentType(filePath);
  const headers = {
    'Content-Type': type,
    'Cache-Control': filePath.endsWith('.html') ? NO_CACHE : cacheControl(urlPath),
    'X-Content-Type-Options': 'nosniff',
  };
  if (isCompressible(type)) {
    headers.Vary = 'Accept-Encoding';
    if (acceptsGzip(req.headers['accept-encoding'])) {
      const body = await gzippedFile(filePath, fileStat.mtimeMs);
      res.writeHead(status, {
        ...headers,
        'Content-Encoding': 'gzip',
        'Content-Length': body.length,
      });
      res.end(head ? undefined : body);
      return;
    }
  }
  res.writeHead(status, { ...headers, 'Content-Length': fileStat.size });
  if (head) {
    res.end();
    return;
  }
  const stream = createReadStream(filePath);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

/**
 * The request handler for a root directory (already resolved through symlinks).
 * @param {string} root
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>}
 */
function createHandler(root) {
  return async (req, res) => {
    const method = req.method ?? 'GET';
    const head = method === 'HEAD';
    if (method !== 'GET' && !head) {
      res.setHeader('Allow', 'GET, HEAD');
      sendText(res, 405, 'Method Not Allowed', false);
      return;
    }

    const rawUrl = req.url ?? '/';
    const queryIndex = rawUrl.search(/[?#]/);
    const rawPath = queryIndex === -1 ? rawUrl : rawUrl.slice(0, queryIndex);
    const query = queryIndex === -1 ? '' : rawUrl.slice(queryIndex);

    let urlPath;
    try {
      urlPath = decodeURIComponent(rawPath);
    } catch {
      sendText(res, 400, 'Bad Request', head);
      return;
    }
    if (!urlPath.startsWith('/') || urlPath.includes('\0') || urlPath.includes('\\')) {
      sendText(res, 400, 'Bad Request', head);
      return;
    }

    // Refuse any path that walks out of the root (`..` segments, even encoded ones).
    if (urlPath.split('/').includes('..')) {
      sendText(res, 403, 'Forbidden', head);
      return;
    }
    const target = path.resolve(root, `.${urlPath}`);
    if (target !== root && !target.startsWith(root + path.sep)) {
      sendText(res, 403, 'Forbidden', head);
      return;
    }
    // A symlink inside the root must not lead outside it either.
    const realTarget = await realpath(target).catch(() => target);
    if (realTarget !== root && !realTarget.startsWith(root + path.sep)) {
      sendText(res, 403, 'Forbidden', head);
      return;
    }

    if (urlPath.endsWith('/')) {
      const indexFile = path.join(target, 'index.html');
      const indexStat = await statOrNull(indexFile);
      if (indexStat?.isFile()) {
        await sendFile(req, res, 200, indexFile, indexStat, urlPath, head);
        return;
      }
    } else {
      const fileStat = await statOrNull(target);
      if (fileStat?.isFile()) {
        await sendFile(req, res, 200, target, fileStat, urlPath, head);
        return;
      }
      const indexStat = await statOrNull(path.join(target, 'index.html'));
      if (indexStat?.isFile()) {
        // Like a static host with `trailingSlash: true`: the canonical URL ends with a slash.
        res.writeHead(308, { Location: `${rawPath}/${query}`, 'Cache-Control': NO_CACHE });
        res.end();
        return;
      }
    }

    const notFound = path.join(root, '404.html');
    const notFoundStat = await statOrNull(notFound);
    if (notFoundStat?.isFile()) {
      await sendFile(req, res, 404, notFound, notFoundStat, '/404.html', head);
      return;
    }
    sendText(res, 404, 'Not Found', head);
  };
}

/**
 * Starts a static server. Resolves once it listens.
 * @param {{ dir: string, port?: number, host?: string }} options
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function startServer({ dir, port = 3000, host = '127.0.0.1' }) {
  const root = await realpath(path.resolve(dir));
  const rootStat = await stat(root);
  if (!rootStat.isDirectory()) {
    throw new Error(`Not a directory: ${dir}`);
  }
  const handler = createHandler(root);
  const server = createServer((req, res) => {
    handler(req, res).catch(() => {
      if (!res.headersSent) {
        sendText(res, 500, 'Internal Server Error', req.method === 'HEAD');
      } else {
        res.destroy();
      }
    });
  });
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(undefined);
    });
  });

  const address = server.address();
  const actualPort = typeof address === 'object' && address !== null ? address.port : port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${actualPort}`,
    port: actualPort,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve(undefined)));
        for (const socket of sockets) {
          socket.destroy();
        }
      }),
  };
}

/**
 * Parses `<dir> <port> [--host <host>]`.
 * @param {string[]} argv
 * @returns {{ dir: string, port: number, host: string }}
 */
export function parseArgs(argv) {
  /** @type {string[]} */
  const positional = [];
  let host = '127.0.0.1';
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--host') {
      const value = argv[i + 1];
      if (!value) {
        throw new Error('--host needs a value');
      }
      host = value;
      i += 1;
    } else if (arg.startsWith('--host=')) {
      host = arg.slice('--host='.length);
    } else {
      positional.push(arg);
    }
  }
  const [dir = 'out', portText = '3000'] = positional;
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`Invalid port: ${portText}`);
  }
  return { dir, port, host };
}

async function main() {
  const { dir, port, host } = parseArgs(process.argv.slice(2));
  const server = await startServer({ dir, port, host });
  console.log(`Serving ${dir} at ${server.url}`);
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(0),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

// Run only as a command (`node scripts/serve.mjs`), not when imported by a test.
const invokedAs = process.argv[1] ? path.basename(process.argv[1]) : '';
if (invokedAs === 'serve.mjs') {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
