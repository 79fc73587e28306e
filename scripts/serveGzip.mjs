// Gzip for scripts/serve.mjs: which responses to compress, whether the browser accepts gzip,
// and each file's compressed body, made once per server.

import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gzip as gzipCallback, constants as zlibConstants } from 'node:zlib';

const gzip = promisify(gzipCallback);

/** Content types worth compressing: text, JSON, SVG and WebAssembly (fonts and images already are). */
const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|manifest\+json|wasm)|image\/svg\+xml)/;

/**
 * Whether a response of this Content-Type is sent gzipped to a browser that accepts gzip.
 * @param {string} type
 * @returns {boolean}
 */
export function isCompressible(type) {
  return COMPRESSIBLE.test(type);
}

/**
 * Whether an Accept-Encoding header allows gzip (`gzip`, `gzip;q=0.5`, `*`; not `gzip;q=0`).
 * @param {string | undefined} header
 * @returns {boolean}
 */
export function acceptsGzip(header) {
  if (!header) {
    return false;
  }
  return header.split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name.trim() !== 'gzip' && name.trim() !== '*') {
      return false;
    }
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

/** Gzipped bodies by file and modification time: each file is compressed once per server. */
const gzipCache = new Map();

/**
 * @param {string} filePath
 * @param {number} mtimeMs
 * @returns {Promise<Buffer>}
 */
export function gzippedFile(filePath, mtimeMs) {
  const key = `${filePath}\0${mtimeMs}`;
  let body = gzipCache.get(key);
  if (!body) {
    // The promise is cached at once, so requests arriving together compress the file once.
    body = readFile(filePath).then((content) =>
      gzip(content, { level: zlibConstants.Z_BEST_COMPRESSION }),
    );
    gzipCache.set(key, body);
    body.catch(() => gzipCache.delete(key));
  }
  return body;
}
