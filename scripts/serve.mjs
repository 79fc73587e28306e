// A small static server for the exported site (`out/`), with the same rules as a static host:
// trailing-slash redirects (to paths of this origin only), `404.html` for unknown paths, long
// caching for hashed assets only (serveHeaders.mjs), ETag and Last-Modified with `304 Not
// Modified` (serveConditional.mjs), and gzip for text files when the browser accepts it
// (serveGzip.mjs; as Netlify, Vercel, GitHub Pages and nginx with `gzip_static` do), so what the
// browser downloads here is what it downloads from a real host. Nothing outside the served
// folder is ever served, through `..` or through a symlink (servePaths.mjs).
//
//   node scripts/serve.mjs <dir> <port> [--host 127.0.0.1]
//
// Tests import `startServer({ dir, port, host })` and get `{ url, close }` back (port 0 = any free port).

import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { isNotModified, validators } from './serveConditional.mjs';
import { NO_CACHE, cacheControl, contentType } from './serveHeaders.mjs';
import { acceptsGzip, gzippedFile, isCompressible } from './serveGzip.mjs';
import {
  parseRequestPath,
  realFileInside,
  targetOf,
  trailingSlashLocation,
} from './servePaths.mjs';

export { acceptsGzip, cacheControl, contentType, isCompressible };

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
 * Sends a file with its validators; answers 304 to a revalidation that still matches (only for a
 * 200: an error page is never "not modified").
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
  const compressible = isCompressible(type);
  const gzipped = compressible && acceptsGzip(req.headers['accept-encoding']);
  const { etag, lastModified } = validators(fileStat, gzipped);
  /** @type {Record<string, string | number>} */
  const headers = {
    'Content-Type': type,
    'Cache-Control': filePath.endsWith('.html') ? NO_CACHE : cacheControl(urlPath),
    'X-Content-Type-Options': 'nosniff',
    ETag: etag,
    'Last-Modified': lastModified,
  };
  if (compressible) {
    headers.Vary = 'Accept-Encoding';
  }
  if (status === 200 && isNotModified(req.headers, { etag, lastModified })) {
    delete headers['Content-Type'];
    res.writeHead(304, headers);
    res.end();
    return;
  }
  if (gzipped) {
    const body = await gzippedFile(filePath, fileStat.mtimeMs);
    res.writeHead(status, {
      ...headers,
      'Content-Encoding': 'gzip',
      'Content-Length': body.length,
    });
    res.end(head ? undefined : body);
    return;
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
 * The file to serve for a candidate path inside the root: its real path and stats when it is a
 * regular file whose real path is inside the root; `forbidden` when it leads outside.
 * @param {string} root
 * @param {string} candidate
 * @returns {Promise<{ file: string, fileStat: import('node:fs').Stats } | 'forbidden' | null>}
 */
async function servable(root, candidate) {
  const real = await realFileInside(root, candidate);
  if (real === null) {
    return 'forbidden';
  }
  const fileStat = real === undefined ? null : await statOrNull(real);
  return real !== undefined && fileStat?.isFile() ? { file: real, fileStat } : null;
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

    const parsed = parseRequestPath(req.url ?? '/');
    if (parsed === null) {
      sendText(res, 400, 'Bad Request', head);
      return;
    }
    const { rawPath, urlPath, query } = parsed;
    // Refuse any path that walks out of the root (`..` segments, even encoded ones).
    const target = targetOf(root, urlPath);
    if (target === null) {
      sendText(res, 403, 'Forbidden', head);
      return;
    }

    const found = await servable(
      root,
      urlPath.endsWith('/') ? path.join(target, 'index.html') : target,
    );
    if (found === 'forbidden') {
      sendText(res, 403, 'Forbidden', head);
      return;
    }
    if (found !== null) {
      await sendFile(req, res, 200, found.file, found.fileStat, urlPath, head);
      return;
    }
    // Like a static host with `trailingSlash: true`: a folder's canonical URL ends with a slash.
    const index = urlPath.endsWith('/')
      ? null
      : await servable(root, path.join(target, 'index.html'));
    if (index === 'forbidden') {
      sendText(res, 403, 'Forbidden', head);
      return;
    }
    if (index !== null) {
      res.writeHead(308, {
        Location: trailingSlashLocation(rawPath, query),
        'Cache-Control': NO_CACHE,
      });
      res.end();
      return;
    }

    const notFound = await servable(root, path.join(root, '404.html'));
    if (notFound !== null && notFound !== 'forbidden') {
      await sendFile(req, res, 404, notFound.file, notFound.fileStat, '/404.html', head);
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
