/**
 * A link to a page of the site, followed by Next's router: an anchor with a real href (it works
 * before hydration, without scripts, and for a new tab), whose plain click becomes a client-side
 * navigation (src/core/linkFollowing.ts). The route's scripts are fetched when a pointer rests on
 * the link, a finger touches it or it takes focus, not for every link in view as `next/link` does:
 * a docs page shows dozens of links, and the reader follows one. Written here rather than taken
 * from `next/link` because that component and its viewport observer weigh about 2 KiB of gzip on
 * every page, for features (locales, `as`, object hrefs, `legacyBehavior`) this site does not use.
 */
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent, type SyntheticEvent } from 'react';
import { followClick, prefetchLink } from './followLinks';

export interface SiteLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Whether the page scrolls to the top (or to the link's hash) after the navigation. */
  scroll?: boolean;
}

/** The caller's handler for an event that shows interest in the link, then the prefetch. */
function thenPrefetch<E extends SyntheticEvent<HTMLAnchorElement>>(
  handler: ((event: E) => void) | undefined,
): (event: E) => void {
  return (event) => {
    handler?.(event);
    prefetchLink(event.currentTarget);
  };
}

const SiteLink = forwardRef<HTMLAnchorElement, SiteLinkProps>(function SiteLink(
  { scroll = true, onClick, onPointerEnter, onTouchStart, onFocus, ...anchorProps },
  ref,
) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    followClick(event, event.currentTarget, { scroll });
  };
  return (
    <a
      ref={ref}
      {...anchorProps}
      onClick={follow}
      onPointerEnter={thenPrefetch(onPointerEnter)}
      onTouchStart={thenPrefetch(onTouchStart)}
      onFocus={thenPrefetch(onFocus)}
    />
  );
});

export default SiteLink;
