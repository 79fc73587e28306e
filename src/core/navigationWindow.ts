/**
 * How much of a long navigation list a page's HTML holds. The side navigation renders the open
 * groups' entries in the page; a group that grows with the site (hundreds of pages) would make
 * every page of it grow too, and a site's output grow with the square of its page count. So the
 * server renders at most NAV_LIST_WINDOW entries of a list, around the current page, and the
 * browser adds the rest from the area's navigation file once the page has hydrated.
 */

/** Longer than any list of the documented libraries' own trees but the API lists. */
export const NAV_LIST_WINDOW = 60;

export interface ListRange {
  /** First index shown. */
  start: number;
  /** One past the last index shown. */
  end: number;
}

/**
 * The entries of a list of `length` a page's HTML holds: all of a list no longer than `size`; else
 * `size` of them around `activeIndex` (the entry on the current page's trail, or -1: the first).
 */
export function serverRenderedRange(
  length: number,
  activeIndex: number,
  size: number = NAV_LIST_WINDOW,
): ListRange {
  const count = Math.max(0, Math.floor(length));
  const shown = Math.max(1, Math.floor(size));
  if (count <= shown) {
    return { start: 0, end: count };
  }
  const centre = activeIndex >= 0 && activeIndex < count ? activeIndex : 0;
  const start = Math.min(Math.max(0, centre - Math.floor(shown / 2)), count - shown);
  return { start, end: start + shown };
}
