/**
 * What a static host is told about the export (docs/deploying.md): how long each kind of file may
 * be cached, the content types a host's extension map may not know, and the moved pages as real
 * `301` redirects. The export step scripts/export/40-host-config.ts writes them in the syntax
 * Netlify and Cloudflare Pages read (`_headers`, `_redirects`) and as nginx `location` blocks that
 * deploy/nginx.conf includes.
 *
 * Header rules never overlap: both hosts apply every rule whose path matches and join the values
 * of a header set twice with a comma, so a `/*` rule would spoil the immutable ones. HTML and
 * other unhashed files get the hosts' default, which revalidates on every visit; the few whose
 * staleness would break a deploy (the service worker, the search manifest) are named.
 */

/** Hashed build output and files always fetched with the build id in their query. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cached, but revalidated with the server (ETag) before each use. */
export const CACHE_REVALIDATE = 'no-cache';

export interface HeaderRule {
  /** A path, or a path prefix ending in `*` (one splat, at the end: both hosts read it). */
  path: string;
  headers: Record<string, string>;
}

export interface HostRedirect {
  /** Site paths, each ending in `/`. */
  from: string;
  to: string;
}

const OCTET_STREAM = 'application/octet-stream';

/** The header rules of an export in these languages. */
export function headerRules(languages: readonly string[]): HeaderRule[] {
  const search = languages.flatMap((language): HeaderRule[] => [
    // The search client asks for shards and cards with `?v=<build id>` (searchIndexClient.ts),
    // so a new build's files never meet an old build's cached ones.
    {
      path: `/search-index/${language}/terms/*`,
      headers: { 'Cache-Control': CACHE_IMMUTABLE, 'Content-Type': OCTET_STREAM },
    },
    {
      path: `/search-index/${language}/cards/*`,
      headers: { 'Cache-Control': CACHE_IMMUTABLE, 'Content-Type': OCTET_STREAM },
    },
    {
      path: `/search-index/${language}/manifest.bin`,
      headers: { 'Cache-Control': CACHE_REVALIDATE, 'Content-Type': OCTET_STREAM },
    },
  ]);
  return [
    { path: '/_next/static/*', headers: { 'Cache-Control': CACHE_IMMUTABLE } },
    ...search,
    // A stale worker would keep serving an old build's pages.
    { path: '/sw.js', headers: { 'Cache-Control': CACHE_REVALIDATE } },
  ];
}

/** Whether two rule paths can match the same request (a prefix rule covers the other). */
export function rulesOverlap(a: string, b: string): boolean {
  const prefix = (path: string): string => (path.endsWith('*') ? path.slice(0, -1) : path);
  const covers = (rule: string, other: string): boolean =>
    rule.endsWith('*') ? prefix(other).startsWith(prefix(rule)) : rule === other;
  return covers(a, b) || covers(b, a);
}

/** `_headers`, as Netlify and Cloudflare Pages read it. */
export function headersFile(rules: readonly HeaderRule[]): string {
  for (const [index, rule] of rules.entries()) {
    const other = rules.slice(index + 1).find((later) => rulesOverlap(rule.path, later.path));
    if (other) {
      throw new Error(
        `Header rules ${rule.path} and ${other.path} overlap: a host would join their values (src/core/hostConfig.ts)`,
      );
    }
  }
  const blocks = rules.map(
    (rule) =>
      `${rule.path}\n${Object.entries(rule.headers)
        .map(([name, value]) => `  ${name}: ${value}`)
        .join('\n')}`,
  );
  return `# Written by the export (src/core/hostConfig.ts): do not edit. See docs/deploying.md.\n${blocks.join('\n')}\n`;
}

const SITE_PATH = /^\/[A-Za-z0-9/_.~-]*\/$/;

function checkedPath(path: string): string {
  if (!SITE_PATH.test(path) || path.includes('..') || path.includes('//')) {
    throw new Error(
      `Redirect path ${JSON.stringify(path)} cannot be written to a host's configuration: a site path is letters, digits, "-", "_", ".", "~" and "/", ending in "/"`,
    );
  }
  return path;
}

/** `_redirects`, as Netlify and Cloudflare Pages read it: one permanent redirect a line. */
export function redirectsFile(redirects: readonly HostRedirect[]): string {
  const lines = redirects.map(({ from, to }) => `${checkedPath(from)} ${checkedPath(to)} 301`);
  return `# Written by the export (src/core/hostConfig.ts): do not edit. See docs/deploying.md.\n${lines.join('\n')}\n`;
}

/** The same redirects as nginx exact-match locations, for deploy/nginx.conf to include. */
export function nginxRedirects(redirects: readonly HostRedirect[]): string {
  const lines = redirects.map(
    ({ from, to }) => `location = ${checkedPath(from)} { return 301 ${checkedPath(to)}; }`,
  );
  return `# Written by the export (src/core/hostConfig.ts): do not edit. See docs/deploying.md.\n${lines.join('\n')}\n`;
}
