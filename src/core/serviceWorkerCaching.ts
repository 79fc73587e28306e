/**
 * What the service worker caches, and for how long: the rules src/serviceWorker/worker.ts hands
 * to Workbox. The shell is precached at install (scripts/export/20-service-worker.ts); the rest
 * is cached as it is read, in three caches bounded in entries and age:
 *
 * - pages (navigations, and the pages client-side navigation fetches for their data): network
 *   first, kept by path (no query, no hash), only as HTML;
 * - hashed assets under /_next/static and the icon finder's files under /material-icons/<hash>/:
 *   cache first, kept only with a script, style, font or JSON
 *   content type (the navigation trees are scripts, the demos' code is JSON) — a host that
 *   answers a missing chunk with its HTML page must not have that page stored as the chunk;
 * - other files of the site (the search index, Markdown twins): network first.
 *
 * Only complete (200) responses are kept: never a 206 part, a redirect or an error page.
 */

/** Prefix of every cache this site's worker owns. */
export const CACHE_PREFIX = 'mui-docs';

/** The precached shell, shared by every version: Workbox keeps each file under its revision. */
export const SHELL_CACHE_NAME = `${CACHE_PREFIX}-shell`;

export type RuntimeCacheKind = 'pages' | 'assets' | 'files';

export interface RuntimeCacheLimits {
  name: string;
  maxEntries: number;
  maxAgeSeconds: number;
}

const DAY = 24 * 60 * 60;

export const RUNTIME_CACHES: Record<RuntimeCacheKind, RuntimeCacheLimits> = {
  pages: { name: `${CACHE_PREFIX}-pages`, maxEntries: 100, maxAgeSeconds: 30 * DAY },
  assets: { name: `${CACHE_PREFIX}-assets`, maxEntries: 200, maxAgeSeconds: 30 * DAY },
  files: { name: `${CACHE_PREFIX}-files`, maxEntries: 100, maxAgeSeconds: 7 * DAY },
};

/** Where hashed build assets live: their URL changes with their content. */
export const HASHED_ASSET_PREFIX = '/_next/static/';

/**
 * The Material Icons finder's index and drawings (scripts/generate-icons.ts): JSON files in a
 * folder named by the hash of their inputs, so they are cached like hashed assets (cache first),
 * and the finder works offline once used.
 */
export const ICON_FILES_PREFIX = '/material-icons/';

/** The media type of a Content-Type header, lower case, without parameters. */
export function mediaType(contentType: string | null): string {
  return (contentType ?? '').split(';')[0].trim().toLowerCase();
}

const HASHED_ASSET_TYPES = new Set([
  'text/javascript',
  'application/javascript',
  'application/x-javascript',
  'text/css',
  'font/woff2',
  'font/woff',
  'font/ttf',
  'font/otf',
  'application/font-woff',
  'application/font-woff2',
  // Hashed data: a demo's code (src/content/export/demoCodeOnce.ts).
  'application/json',
]);

export interface ResponseFacts {
  status: number;
  contentType: string | null;
}

/** A hashed asset is kept only as a complete script, stylesheet, font or JSON file. */
export function isCacheableAsset({ status, contentType }: ResponseFacts): boolean {
  return status === 200 && HASHED_ASSET_TYPES.has(mediaType(contentType));
}

/** A page is kept only as a complete HTML document. */
export function isCacheablePage({ status, contentType }: ResponseFacts): boolean {
  return status === 200 && mediaType(contentType) === 'text/html';
}

/** Another file is kept when complete and not an HTML page standing in for it. */
export function isCacheableFile({ status, contentType }: ResponseFacts): boolean {
  return status === 200 && mediaType(contentType) !== 'text/html';
}

/** A shell file is kept under the rule of its kind: a hashed asset, or a page (404, offline). */
export function isCacheableShellFile(pathname: string, facts: ResponseFacts): boolean {
  if (pathname.startsWith(HASHED_ASSET_PREFIX)) {
    return isCacheableAsset(facts);
  }
  return pathname.endsWith('/') || pathname.endsWith('.html')
    ? isCacheablePage(facts)
    : isCacheableFile(facts);
}

/**
 * The caches to delete when a version activates: this site's caches that the worker no longer
 * uses (those of the worker before Workbox were named per build, `mui-docs-<version>`).
 */
export function staleCacheNames(names: readonly string[]): string[] {
  const current = new Set([SHELL_CACHE_NAME, ...Object.values(RUNTIME_CACHES).map((c) => c.name)]);
  return names.filter((name) => name.startsWith(`${CACHE_PREFIX}-`) && !current.has(name));
}

export interface RequestFacts {
  url: URL;
  /** The worker's own origin. */
  origin: string;
  method: string;
  mode: string;
  /** Whether the request asks for a byte range (media): such requests are left to the network. */
  hasRange: boolean;
}

/** A page's path: the site's pages end with a slash (trailingSlash), files never do. */
function isPagePath(pathname: string): boolean {
  return pathname.endsWith('/');
}

/** Which runtime cache a request belongs to, or null when the worker leaves it alone. */
export function runtimeCacheFor({
  url,
  origin,
  method,
  mode,
  hasRange,
}: RequestFacts): RuntimeCacheKind | null {
  if (method !== 'GET' || url.origin !== origin || hasRange) {
    return null;
  }
  if (mode === 'navigate' || isPagePath(url.pathname)) {
    return 'pages';
  }
  return url.pathname.startsWith(HASHED_ASSET_PREFIX) || url.pathname.startsWith(ICON_FILES_PREFIX)
    ? 'assets'
    : 'files';
}

/** Pages are kept by path: the query and hash change nothing in a static page, and may hold data. */
export function pageCacheKey(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

export interface OfflinePage {
  /** Paths starting with this prefix get this page. */
  prefix: string;
  /** The precached offline page. */
  url: string;
}

/** The offline page for a path: the first entry whose prefix it starts with (most specific first). */
export function offlinePageFor(pathname: string, pages: readonly OfflinePage[]): string | null {
  return pages.find(({ prefix }) => pathname.startsWith(prefix))?.url ?? null;
}
