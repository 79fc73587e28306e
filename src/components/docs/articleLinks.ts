/**
 * The links of a rendered Markdown article, followed as SiteLink follows its one link: the
 * article's HTML arrives from the build as a string, so handlers on each HTML segment take the
 * events of the anchors inside it. A plain click on a link to a page of the site becomes a
 * client-side navigation; a link to a file (a Markdown twin, an image), to another origin or to a
 * place on the page, and every click the browser owns (a modifier key, another button), stay the
 * browser's. A route's scripts are fetched when a pointer rests on a link, a finger touches it or
 * it takes focus.
 */
import type { MouseEvent, SyntheticEvent } from 'react';
import { isPageDestination } from '@/core/linkFollowing';
import { followClick, prefetchLink } from '@/components/navigation/followLinks';

/** The anchor the event happened in, within the element that handles it. */
function anchorOf(event: SyntheticEvent<HTMLElement>): HTMLAnchorElement | null {
  const { target, currentTarget } = event;
  if (!(target instanceof Element)) {
    return null;
  }
  const anchor = target.closest('a[href]');
  return anchor instanceof HTMLAnchorElement && currentTarget.contains(anchor) ? anchor : null;
}

/** Anchors whose route was asked for already: a pointer crosses a link's parts many times. */
const prefetched = new WeakSet<HTMLAnchorElement>();

function prefetchOnce(event: SyntheticEvent<HTMLElement>): void {
  const anchor = anchorOf(event);
  if (anchor !== null && !prefetched.has(anchor)) {
    prefetched.add(anchor);
    prefetchLink(anchor, isPageDestination);
  }
}

/** Spread on each element that holds article HTML. */
export const ARTICLE_LINK_HANDLERS = {
  onClick(event: MouseEvent<HTMLElement>): void {
    const anchor = anchorOf(event);
    if (anchor !== null) {
      followClick(event, anchor, { accept: isPageDestination });
    }
  },
  onPointerOver: prefetchOnce,
  onTouchStart: prefetchOnce,
  onFocus: prefetchOnce,
};
