/**
 * Client-side navigation reads a page's data from the page itself. Next's router asks for
 * `/_next/data/<buildId>/<path>.json`; the export writes no such file (one file per page fewer for
 * a host to store, and nothing a reader's browser fetches twice): the site answers the request in
 * the browser from the page's HTML, whose `__NEXT_DATA__` holds the same props
 * (src/browser/navigationDataFromPages.ts). The rules here are the URL mapping between the two.
 */

/** Where Next's router asks for a page's data. */
export const NAVIGATION_DATA_PREFIX = '/_next/data/';

/**
 * The page whose data a navigation data URL asks for (with the trailing slash the site's pages
 * have), or null when the URL is not a data request of this build. Next names the data of `/` and
 * of routes that start with `/index` with an extra `index` segment; this undoes it.
 */
export function pagePathForDataUrl(pathname: string, buildId: string): string | null {
  const prefix = `${NAVIGATION_DATA_PREFIX}${buildId}/`;
  if (buildId === '' || !pathname.startsWith(prefix) || !pathname.endsWith('.json')) {
    return null;
  }
  const route = pathname.slice(prefix.length, -'.json'.length);
  if (route === '' || route.split('/').some((segment) => segment === '' || segment === '..')) {
    return null;
  }
  if (route === 'index') {
    return '/';
  }
  const path = route.startsWith('index/') ? route.slice('index'.length) : `/${route}`;
  return `${path}/`;
}
