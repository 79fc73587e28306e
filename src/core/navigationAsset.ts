/**
 * An area's navigation tree reaches the browser once, as a file of its own, instead of inside every
 * page's data: a page names the file (a `NavigationRef`), the export writes one content-hashed
 * script per area under Next's static folder (cached for good by the host and the service worker),
 * and the script defines the tree in a global before the page's own scripts hydrate it.
 */
import { NAV_AREAS, type NavArea, type NavEntry } from './navigationTypes';

/** Where the export writes the trees: under Next's hashed-asset folder, so hosts cache them for good. */
export const NAVIGATION_ASSET_DIR = '/_next/static/navigation/';

/** The global each navigation script adds its tree to, keyed by the script's URL. */
export const NAVIGATION_GLOBAL = '__DOCS_NAVIGATION__';

/** What a page's data holds of its area's navigation: which file has the tree. */
export interface NavigationRef {
  area: NavArea;
  /** The content-hashed URL of the script that defines the tree (`navigationAssetUrl`). */
  url: string;
  /**
   * The tree itself, where no export writes the file: under `next dev` and in unit tests. An
   * exported page never carries it.
   */
  tree?: NavEntry[];
}

/** The trees the navigation scripts have defined so far, by URL. */
export type NavigationTrees = Record<string, NavEntry[]>;

/** A content hash, as the URL carries it: lowercase letters and digits. */
const HASH_FORM = /^[a-z0-9]{8,64}$/;

/** The URL of an area's tree whose content hashes to `hash`. */
export function navigationAssetUrl(area: NavArea, hash: string): string {
  if (!HASH_FORM.test(hash)) {
    throw new Error(
      `navigationAssetUrl: "${hash}" is not a content hash (8 to 64 lowercase letters and digits)`,
    );
  }
  return `${NAVIGATION_ASSET_DIR}${area}.${hash}.js`;
}

/**
 * The script that defines a tree: a JSON string parsed at run time (faster to load than the same
 * data as an object literal), added to the global under its own URL. It runs before or after the
 * page's scripts, in any order with other areas' scripts.
 */
export function navigationScript(url: string, tree: readonly NavEntry[]): string {
  const target = `self.${NAVIGATION_GLOBAL}`;
  return `(${target}=${target}||{})[${JSON.stringify(url)}]=JSON.parse(${JSON.stringify(JSON.stringify(tree))});\n`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The navigation reference in a page's props, or null for a page without one (home, blog, 404) or
 * with data that is not one: a document or a script can read any page's props through it.
 */
export function navigationRefOf(pageProps: unknown): NavigationRef | null {
  if (!isObject(pageProps) || !isObject(pageProps.navigation)) {
    return null;
  }
  const { area, url, tree } = pageProps.navigation;
  if (
    !(NAV_AREAS as readonly unknown[]).includes(area) ||
    typeof url !== 'string' ||
    !url.startsWith(NAVIGATION_ASSET_DIR) ||
    (tree !== undefined && !Array.isArray(tree))
  ) {
    return null;
  }
  return pageProps.navigation as unknown as NavigationRef;
}
