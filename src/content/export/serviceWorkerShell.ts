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

/** The assets found in every page that loads a script (pages without scripts do not count). */
export function assetsOfEveryPage(pages: readonly PageAssets[]): string[] {
  const withScripts = pages.filter((page) => page.scripts.length > 0);
  if (withScripts.length === 0) {
    return [];
  }
  let common = new Set(allAssets(withScripts[0]));
  for (const page of withScripts.slice(1)) {
    const assets = new Set(allAssets(page));
    common = new Set([...common].filter((url) => assets.has(url)));
  }
  return [...common];
}

/** The shell's URLs, sorted: the fallback pages, their assets and the assets of every page. */
export function shellUrls(
  pages: readonly PageAssets[],
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
