/**
 * Emotion's composition layers: when a styled component wraps another (MUI's `ButtonRoot` is
 * `styled(ButtonBase)`), the outer one inserts a rule for its own styles and hands its class to the
 * inner one, which merges those styles into its own rule and puts only the merged class on the
 * element. The outer rule is in the server's cache, but no element carries its class, so emotion's
 * server extraction leaves it out of the page, and the browser's cache, not finding it listed, runs
 * it through stylis and inserts it while the page hydrates: on the Button page seventeen rules that
 * style nothing, inside the task that commits the hydrated demos.
 *
 * The page lists these ids (pages/_document.tsx) without their CSS, as inserted: a layer's class is
 * only ever merged into its inner component's, whose rule the page has. An id counts as a layer
 * only when its styles are part of the styles of a class the page's HTML carries.
 */
import type { EmotionCache } from '@emotion/cache';

export type StyleCacheRecords = Pick<EmotionCache, 'key' | 'inserted' | 'registered'>;

/**
 * The ids of rules the server inserted for `cache` whose class no element of the page carries and
 * whose styles are merged into those of one that does (`usedIds`: the ids the page's HTML has).
 */
export function composedLayerIds(cache: StyleCacheRecords, usedIds: Iterable<string>): string[] {
  const used = new Set(usedIds);
  const stylesOf = (id: string): string | undefined => cache.registered[`${cache.key}-${id}`];
  const usedStyles = [...used].map(stylesOf).filter((styles) => styles !== undefined);
  return Object.keys(cache.inserted).filter((id) => {
    const styles = stylesOf(id);
    return (
      !used.has(id) &&
      cache.inserted[id] !== true &&
      styles !== undefined &&
      styles !== '' &&
      usedStyles.some((merged) => merged !== styles && merged.includes(styles))
    );
  });
}
