// Conditional requests for scripts/serve.mjs, as static hosts answer them: every file is sent
// with an ETag and a Last-Modified date, and a revalidation whose If-None-Match or
// If-Modified-Since still matches gets `304 Not Modified` without the body.

/**
 * The validators of a file: an entity tag from its size and modification time (the gzipped
 * body is another representation, so it has its own tag) and its modification date.
 * @param {{ size: number, mtimeMs: number, mtime: Date }} fileStat
 * @param {boolean} gzipped
 * @returns {{ etag: string, lastModified: string }}
 */
export function validators(fileStat, gzipped) {
  const tag = `${fileStat.size.toString(16)}-${Math.floor(fileStat.mtimeMs).toString(16)}`;
  return {
    etag: `"${tag}${gzipped ? '-gz' : ''}"`,
    lastModified: fileStat.mtime.toUTCString(),
  };
}

/**
 * Whether an If-None-Match header matches an entity tag (weak comparison: `W/` is ignored).
 * @param {string} header
 * @param {string} etag
 * @returns {boolean}
 */
function etagMatches(header, etag) {
  const strip = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}

/**
 * Whether a GET or HEAD request may be answered with 304 (RFC 9110 §13.2.2: If-None-Match
 * decides when present; If-Modified-Since only without it).
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {{ etag: string, lastModified: string }} current
 * @returns {boolean}
 */
export function isNotModified(headers, current) {
  const ifNoneMatch = headers['if-none-match'];
  if (typeof ifNoneMatch === 'string') {
    return etagMatches(ifNoneMatch, current.etag);
  }
  const ifModifiedSince = headers['if-modified-since'];
  if (typeof ifModifiedSince !== 'string') {
    return false;
  }
  const since = Date.parse(ifModifiedSince);
  // Dates have whole seconds: the file is unmodified when its date is not after the one given.
  return !Number.isNaN(since) && Date.parse(current.lastModified) <= since;
}
