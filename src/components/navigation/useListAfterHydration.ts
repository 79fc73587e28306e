/**
 * A navigation list as the page's HTML holds it while the page hydrates (a window around the
 * current page, src/core/navigationWindow.ts), then whole. Entries added above the current page
 * would push it down the navigation: the scroll container moves by as much, so what the reader
 * sees stays put.
 */
import * as React from 'react';
import { serverRenderedRange } from '@/core/navigationWindow';
import { useHydrated } from '@/components/layout/useHydrated';
import { scrollContainerOf } from './navScroll';

/** A layout effect in the browser (before paint), nothing on the server (no warning there). */
const useEnhancedEffect = typeof window === 'undefined' ? React.useEffect : React.useLayoutEffect;

/** Where the current page's link sits in `list`, from its top; null if it is not in it. */
function currentLinkOffset(list: HTMLElement | null): number | null {
  const current = list?.querySelector<HTMLElement>('a[aria-current="page"]');
  if (!list || !current) {
    return null;
  }
  return current.getBoundingClientRect().top - list.getBoundingClientRect().top;
}

export function useListAfterHydration<T>(
  entries: readonly T[],
  activeIndex: number,
  listRef: React.RefObject<HTMLElement | null>,
): { shown: readonly T[]; start: number } {
  const serverRange = serverRenderedRange(entries.length, activeIndex);
  const hydrated = useHydrated(serverRange.end - serverRange.start < entries.length);
  const range = hydrated ? { start: 0, end: entries.length } : serverRange;
  const offsetWhileHydrating = React.useRef<number | null>(null);
  useEnhancedEffect(() => {
    const offset = currentLinkOffset(listRef.current);
    if (!hydrated) {
      offsetWhileHydrating.current = offset;
      return;
    }
    const before = offsetWhileHydrating.current;
    offsetWhileHydrating.current = null;
    const container = listRef.current ? scrollContainerOf(listRef.current) : null;
    if (before !== null && offset !== null && container) {
      container.scrollTop += offset - before;
    }
  }, [hydrated, listRef]);
  return { shown: entries.slice(range.start, range.end), start: range.start };
}
