/**
 * The side navigation scrolls in its own container, never the page: what it shows of the current
 * page is revealed, or kept in place, by setting that container's scrollTop.
 */

/** The nearest ancestor of `element` that scrolls vertically, or null. */
export function scrollContainerOf(element: HTMLElement): HTMLElement | null {
  let container = element.parentElement;
  while (container && container !== document.body) {
    const { overflowY } = window.getComputedStyle(container);
    if (
      (overflowY === 'auto' || overflowY === 'scroll') &&
      container.scrollHeight > container.clientHeight
    ) {
      return container;
    }
    container = container.parentElement;
  }
  return null;
}

/**
 * Scrolls the navigation's own scroll container so `element` is visible. Not scrollIntoView:
 * in Chromium that also moves the sequential focus starting point, so the first Tab of a page
 * would skip the skip link and the header. The page itself is never scrolled.
 */
export function revealInScrollContainer(element: HTMLElement): void {
  const container = scrollContainerOf(element);
  if (!container) {
    return;
  }
  const item = element.getBoundingClientRect();
  const box = container.getBoundingClientRect();
  if (item.top < box.top) {
    container.scrollTop -= box.top - item.top;
  } else if (item.bottom > box.bottom) {
    container.scrollTop += item.bottom - box.bottom;
  }
}
