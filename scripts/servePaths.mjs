// Paths for scripts/serve.mjs: which file of the served folder a request names, and where a
// redirect may lead. Nothing outside the folder is ever served: a request path is refused when it
// walks out (`..`, even encoded), and every file is resolved through its symlinks (realpath)
// before it is served, so a symlink inside the folder cannot lead outside it either.

import { realpath } from 'node:fs/promises';
import path from 'node:path';

/**
 * The decoded path of a request URL and its query, or null when the path is not one a static
 * host would serve (bad percent-encoding, a NUL byte, a backslash, not starting with `/`).
 * @param {string} rawUrl
 * @returns {{ rawPath: string, urlPath: string, query: string } | null}
 */
export function parseRequestPath(rawUrl) {
  const queryIndex = rawUrl.search(/[?#]/);
  const rawPath = queryIndex === -1 ? rawUrl : rawUrl.slice(0, queryIndex);
  const query = queryIndex === -1 ? '' : rawUrl.slice(queryIndex);
  let urlPath;
  try {
    urlPath = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (!urlPath.startsWith('/') || urlPath.includes('\0') || urlPath.includes('\\')) {
    return null;
  }
  return { rawPath, urlPath, query };
}

/**
 * Whether `file` is the root or inside it (both absolute, already resolved).
 * @param {string} root
 * @param {string} file
 * @returns {boolean}
 */
export function isInside(root, file) {
  return file === root || file.startsWith(root + path.sep);
}

/**
 * The file a URL path names under the root, or null when the path walks out of it.
 * @param {string} root
 * @param {string} urlPath
 * @returns {string | null}
 */
export function targetOf(root, urlPath) {
  if (urlPath.split('/').includes('..')) {
    return null;
  }
  const target = path.resolve(root, `.${urlPath}`);
  return isInside(root, target) ? target : null;
}

/**
 * The real path of a file to serve when it lies inside the root, null when its real path (after
 * every symlink) is outside, undefined when it does not exist.
 * @param {string} root
 * @param {string} file
 * @returns {Promise<string | null | undefined>}
 */
export async function realFileInside(root, file) {
  let real;
  try {
    real = await realpath(file);
  } catch {
    return undefined;
  }
  return isInside(root, real) ? real : null;
}

/**
 * The Location of the trailing-slash redirect for a request path: always a path of this origin.
 * Runs of slashes are collapsed, so `//material-ui` leads to `/material-ui/`, never to the
 * protocol-relative `//material-ui/` (another host).
 * @param {string} rawPath
 * @param {string} query
 * @returns {string}
 */
export function trailingSlashLocation(rawPath, query) {
  const location = `${`/${rawPath}/`.replace(/\/{2,}/g, '/')}${query}`;
  const base = 'http://served.invalid';
  // Belt and braces: anything that would resolve to another origin goes home instead.
  return new URL(location, base).origin === base ? location : '/';
}
