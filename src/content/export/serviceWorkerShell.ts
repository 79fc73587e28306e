/**
 * Which files the service worker precaches: the shell only, so that a first visit does not
 * download the site. The shell is
 * - the fallback pages (`/404.html`, `/offline/`, `/zh/offline/`) and everything they load, so
 *   that they render and work with the network cut;
 * - the assets every page loads (the runtime chunks, the shell's stylesheet and the fonts of its
 *   first paint), found as the intersection of the assets of every exported page.
 * Everything else (pages, a page's own chunks, demo fonts) is cached as it is read.
 */
import { allAssets, type PageAssets } from './pageAssets';

export interface FallbackPage {
  /** The URL the worker serves it at (`/offline/`). */
  url: string;
  assets: PageAssets;
}

function keepCommon(common: Set<string> | undefined, assets: string[]): Set<string> {
  return new Set(common === undefined ? assets : assets.filter((url) => common.has(url)));
}

/**
 * The assets found in every page that loads a script (pages without scripts do not count). Pages
 * are taken one at a time, so a caller can read them lazily: holding every page's assets (their
 * URLs are slices of the page's HTML, which they keep alive) needed 3 GiB for 10,000 pages.
 */
export function assetsOfEveryPage(pages: Iterable<PageAssets>): string[] {
  let common: Set<string> | undefined;
  for (const page of pages) {
    if (page.scripts.length > 0) {
      common = keepCommon(common, allAssets(page));
    }
  }
  return common === undefined ? [] : [...common];
}

/** The shell's URLs, sorted: the fallback pages, their assets and the assets of every page. */
export function shellUrls(
  pages: Iterable<PageAssets>,
  fallbacks: readonly FallbackPage[],
): string[] {
  const urls = new Set<string>(assetsOfEveryPage(pages));
  for (const fallback of fallbacks) {
    urls.add(fallback.url);
    for (const asset of allAssets(fallback.assets)) {
      urls.add(asset);
    }
  }
  return [...urls].sort();
}
