// Response headers for scripts/serve.mjs: the Content-Type of a file from its name, and the
// Cache-Control of a URL path (hashed build assets are immutable, everything else is revalidated).

import path from 'node:path';

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
export const NO_CACHE = 'no-cache';

/**
 * The Content-Type of a file, from its name.
 * @param {string} filePath
 * @returns {string}
 */
export function contentType(filePath) {
  const base = path.basename(filePath);
  // The search index's files (`manifest.bin`, `terms/*.bin`, `cards/*.bin`) are gzip data: octet-stream, as below.
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
