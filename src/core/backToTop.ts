/**
 * When the back-to-top button shows (docs/product-rules.md#back-to-top): once the reader has
 * scrolled past about two screens, so short pages never show it.
 */
export const BACK_TO_TOP_SCREENS = 2;

export function backToTopVisible(scrollY: number, viewportHeight: number): boolean {
  if (!Number.isFinite(scrollY) || !Number.isFinite(viewportHeight) || viewportHeight <= 0) {
    return false;
  }
  return scrollY > BACK_TO_TOP_SCREENS * viewportHeight;
}
