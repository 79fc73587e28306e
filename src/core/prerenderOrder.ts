/**
 * The order a route file lists its pages in for prerendering. Next gives the English pages to one
 * worker and the Chinese ones to another, each in the listed order. Listing the Chinese pages last
 * to first makes the two workers meet in the middle: from then on, each page's Markdown has
 * already been rendered by the other worker, and is shared (src/content/markdown/buildShareCache.ts).
 */
import { DEFAULT_LANGUAGE, type Language } from './language';

export function inPrerenderOrder<T>(pages: readonly T[], language: Language): T[] {
  return language === DEFAULT_LANGUAGE ? [...pages] : [...pages].reverse();
}
