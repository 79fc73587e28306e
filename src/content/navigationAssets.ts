/**
 * The navigation files of the export (src/core/navigationAsset.ts): what a page's props name, and
 * what the export step scripts/export/03-navigation-files.ts writes. Both come from here, so a
 * page never names a file the export did not write.
 */
import crypto from 'node:crypto';
import { navigationAssetUrl, navigationScript, type NavigationRef } from '@/core/navigationAsset';
import { NAV_AREAS, type NavArea, type NavEntry } from '@/core/navigationTypes';
import { navigationTrees } from './navigationTrees';
import { withIconPaths } from './navIconPaths';

/** Hash length in the file name: 16 hex digits, as collision-free as a site's few trees need. */
const HASH_LENGTH = 16;

/** URLs by tree: a prerender worker hashes each area's tree once, not once per page. */
const urls = new WeakMap<NavEntry[], string>();

function urlOf(area: NavArea, tree: NavEntry[]): string {
  let url = urls.get(tree);
  if (url === undefined) {
    const hash = crypto
      .createHash('sha256')
      .update(area)
      .update(JSON.stringify(tree))
      .digest('hex')
      .slice(0, HASH_LENGTH);
    url = navigationAssetUrl(area, hash);
    urls.set(tree, url);
  }
  return url;
}

/**
 * Whether pages carry the tree in their data as well: everywhere but in a production build, whose
 * export writes the files (`next dev` and unit tests have no export).
 */
function treeInPageData(): boolean {
  return process.env.NODE_ENV !== 'production';
}

/** Sent trees by authored tree: each area's icons drawn in once per worker. */
const sentTrees = new WeakMap<NavEntry[], NavEntry[]>();

/** The tree of `area` as pages receive it: as authored, with its icons' paths. */
function sentTree(area: NavArea): NavEntry[] {
  const authored = navigationTrees()[area];
  let sent = sentTrees.get(authored);
  if (sent === undefined) {
    sent = withIconPaths(authored);
    sentTrees.set(authored, sent);
  }
  return sent;
}

/** What a page of `area` holds of its navigation. */
export function navigationRef(area: NavArea): NavigationRef {
  const tree = sentTree(area);
  const url = urlOf(area, tree);
  return treeInPageData() ? { area, url, tree } : { area, url };
}

/** The tree a reference names, for the server render of a page whose data names it. */
export function navigationTreeFor(ref: NavigationRef): NavEntry[] {
  const tree = sentTree(ref.area);
  if (urlOf(ref.area, tree) !== ref.url) {
    throw new Error(
      `A page names the navigation file ${ref.url}, but the ${ref.area} navigation now hashes to ${urlOf(ref.area, tree)}: its tree changed during the build; build again`,
    );
  }
  return tree;
}

export interface NavigationFile {
  /** The URL, under the export's root. */
  url: string;
  body: string;
}

/** Every area's navigation file: one per area that has entries. */
export function navigationFiles(): NavigationFile[] {
  return NAV_AREAS.map((area) => ({ area, tree: sentTree(area) }))
    .filter(({ tree }) => tree.length > 0)
    .map(({ area, tree }) => {
      const url = urlOf(area, tree);
      return { url, body: navigationScript(url, tree) };
    });
}
