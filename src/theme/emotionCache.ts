/**
 * The emotion cache of left-to-right pages, shared by the server render and the first client
 * render. The right-to-left cache (rtlEmotionCache.ts) is loaded only when a visitor chooses
 * right-to-left, so its stylis plugin is not in every page's JavaScript.
 */
import createCache from '@emotion/cache';
import type { EmotionCache, StylisPlugin } from '@emotion/cache';
import { prefixer } from 'stylis';
import { fixNegatedCalc } from '@/core/negatedCalc';

export const LTR_CACHE_KEY = 'css';
export const RTL_CACHE_KEY = 'muirtl';

/** Rewrites a negative spacing (`-calc(…)`, not CSS) as `calc(-1 * (…))`: see core/negatedCalc.ts. */
export const negatedCalcPlugin: StylisPlugin = (element) => {
  if (element.type === 'decl' && element.value.includes('-calc(')) {
    element.value = fixNegatedCalc(element.value);
    if (typeof element.children === 'string') {
      element.children = fixNegatedCalc(element.children);
    }
  }
};

/**
 * A cache whose styles go before the page's own, after the `emotion-insertion-point` meta tag.
 * Negative spacings are made valid before the other plugins see them.
 */
export function createCacheWithPlugins(key: string, stylisPlugins: StylisPlugin[]): EmotionCache {
  const isBrowser = typeof document !== 'undefined';
  const insertionPoint = isBrowser
    ? (document.querySelector<HTMLMetaElement>('meta[name="emotion-insertion-point"]') ?? undefined)
    : undefined;
  return createCache({ key, insertionPoint, stylisPlugins: [negatedCalcPlugin, ...stylisPlugins] });
}

export function createLtrEmotionCache(): EmotionCache {
  return createCacheWithPlugins(LTR_CACHE_KEY, [prefixer]);
}
