/**
 * The browser's side of the navigation files (src/core/navigationAsset.ts): the trees their scripts
 * have defined, and loading the script of an area the reader has not visited yet (client-side
 * navigation into another area). Each file loads once per page view; the host and the service
 * worker cache it, so the next visit takes it from the cache.
 */
import { NAVIGATION_GLOBAL, type NavigationTrees } from '@/core/navigationAsset';
import type { NavEntry } from '@/core/navigationTypes';

type WithTrees = Partial<Record<typeof NAVIGATION_GLOBAL, NavigationTrees>>;

const loading = new Map<string, Promise<void>>();
const unavailable = new Set<string>();

/** The tree the script at `url` defined, or undefined before it has run. */
export function loadedTree(url: string): NavEntry[] | undefined {
  const trees = (window as WithTrees)[NAVIGATION_GLOBAL];
  return trees && Object.hasOwn(trees, url) ? trees[url] : undefined;
}

/** Whether the script at `url` failed to load or defined no tree: the page goes without it. */
export function isUnavailable(url: string): boolean {
  return unavailable.has(url);
}

/** Adds the script at `url`; settles once it has run or failed (never rejects). */
export function loadTree(url: string): Promise<void> {
  let pending = loading.get(url);
  if (pending === undefined) {
    pending = new Promise<void>((resolve) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      const settle = () => {
        if (loadedTree(url) === undefined) {
          unavailable.add(url);
          console.error(
            `The navigation file ${url} could not be loaded: the page is shown without its side navigation. Check that the export wrote it (scripts/export/03-navigation-files.ts).`,
          );
        }
        resolve();
      };
      script.addEventListener('load', settle);
      script.addEventListener('error', settle);
      document.head.appendChild(script);
    });
    loading.set(url, pending);
  }
  return pending;
}
