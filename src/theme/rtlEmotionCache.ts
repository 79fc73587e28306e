/** The right-to-left emotion cache: styles mirrored by stylis-plugin-rtl. Loaded on demand. */
import type { EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { RTL_CACHE_KEY, createCacheWithPlugins } from './emotionCache';

export function createRtlEmotionCache(): EmotionCache {
  return createCacheWithPlugins(RTL_CACHE_KEY, [prefixer, rtlPlugin]);
}
