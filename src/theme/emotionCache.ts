/** One emotion cache per direction: right-to-left styles are mirrored by stylis-plugin-rtl. */
import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from '@/core/themeState';

export const LTR_CACHE_KEY = 'css';
export const RTL_CACHE_KEY = 'muirtl';

export function createEmotionCache(direction: Direction): EmotionCache {
  const isBrowser = typeof document !== 'undefined';
  const insertionPoint = isBrowser
    ? (document.querySelector<HTMLMetaElement>('meta[name="emotion-insertion-point"]') ?? undefined)
    : undefined;
  return createCache({
    key: direction === 'rtl' ? RTL_CACHE_KEY : LTR_CACHE_KEY,
    insertionPoint,
    stylisPlugins: direction === 'rtl' ? [prefixer, rtlPlugin] : [prefixer],
  });
}
