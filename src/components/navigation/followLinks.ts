/**
 * Following the site's links with Next's router, for SiteLink (one link) and for the links of a
 * rendered Markdown article (articleLinks.ts, by delegation): which anchor the router takes
 * (src/core/linkFollowing.ts), the prefetch of its route, and the navigation itself.
 */
import Router from 'next/router';
import type { MouseEvent } from 'react';
import { isPlainClick, routerDestination } from '@/core/linkFollowing';

const ignore = () => {};

/** Where the router goes for the anchor, or null when the browser follows it. */
function destinationOf(anchor: HTMLAnchorElement): string | null {
  return routerDestination(
    { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download') },
    window.location.href,
  );
}

/** Which destinations a caller lets the router take, of those it could. */
type Accept = (destination: string) => boolean;
const anyDestination: Accept = () => true;

/** Fetches the scripts of the route the anchor leads to, when the router would follow it. */
export function prefetchLink(anchor: HTMLAnchorElement, accept: Accept = anyDestination): void {
  const destination = destinationOf(anchor);
  if (destination !== null && accept(destination)) {
    Router.prefetch(destination).catch(ignore);
  }
}

/**
 * Follows a plain click on the anchor with the router, or leaves it to the browser. `accept` may
 * turn down a destination the router could take.
 */
export function followClick(
  event: MouseEvent,
  anchor: HTMLAnchorElement,
  { scroll = true, accept = anyDestination }: { scroll?: boolean; accept?: Accept },
): void {
  if (!isPlainClick(event)) {
    return;
  }
  const destination = destinationOf(anchor);
  if (destination === null || !accept(destination)) {
    return;
  }
  event.preventDefault();
  Router.push(destination, undefined, { scroll }).catch(ignore);
}
