/**
 * The emotion cache of left-to-right pages, shared by the server render and the first client
 * render. The right-to-left cache (rtlEmotionCache.ts) is loaded only when a visitor chooses
 * right-to-left, so its stylis plugin is not in every page's JavaScript.
 */
import createCache from '@emotion/cache';
import type { EmotionCache, StylisPlugin } from '@emotion/cache';
import { prefixer } from 'stylis';

export const LTR_CACHE_KEY = 'css';
export const RTL_CACHE_KEY = 'muirtl';

/** A cache whose styles go before the page's own, after the `emotion-insertion-point` meta tag. */
export function createCacheWithPlugins(key: string, stylisPlugins: StylisPlugin[]): EmotionCache {
  const isBrowser = typeof document !== 'undefined';
  const insertionPoint = isBrowser
    ? (document.querySelector<HTMLMetaElement>('meta[name="emotion-insertion-point"]') ?? undefined)
    : undefined;
  return createCache({ key, insertionPoint, stylisPlugins });
}

export function createLtrEmotionCache(): EmotionCache {
  return createCacheWithPlugins(LTR_CACHE_KEY, [prefixer]);
}
