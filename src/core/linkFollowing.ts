/**
 * Which clicks on a link of the site the router follows (a client-side navigation) and which the
 * browser keeps: a click with a modifier key or another button opens a tab or a window, a link with
 * a target or a download attribute, to another origin, or to a place on the same page is the
 * browser's to follow, as it would without scripts.
 */

/** The parts of a click event that decide who follows it. */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** The parts of the link that decide it. */
export interface LinkTarget {
  href: string;
  target?: string | null;
  download?: boolean;
}

/** Whether the click is a plain primary click that nothing else has handled. */
export function isPlainClick(click: LinkClick): boolean {
  return (
    click.button === 0 &&
    !click.defaultPrevented &&
    !click.metaKey &&
    !click.ctrlKey &&
    !click.shiftKey &&
    !click.altKey
  );
}

/**
 * The path, query and hash the router should go to for `link` from the page at `currentUrl`, or
 * null when the browser follows the link itself.
 */
export function routerDestination(link: LinkTarget, currentUrl: string): string | null {
  if (link.download || (link.target && link.target !== '_self')) {
    return null;
  }
  let current: URL;
  let destination: URL;
  try {
    current = new URL(currentUrl);
    destination = new URL(link.href, current);
  } catch {
    return null;
  }
  if (destination.origin !== current.origin) {
    return null;
  }
  // A jump within the page: the browser scrolls to it and keeps the history entry's state.
  if (
    destination.hash !== '' &&
    destination.pathname === current.pathname &&
    destination.search === current.search
  ) {
    return null;
  }
  return `${destination.pathname}${destination.search}${destination.hash}`;
}

/**
 * Whether a router destination is a page of the site. Links written in Markdown may also lead to
 * files (a page's Markdown twin, llms.txt, an image), which only the browser can show: the site's
 * pages end their path with "/" (it exports with trailing slashes), a file with its name.
 */
export function isPageDestination(destination: string): boolean {
  const [pathname] = destination.split(/[?#]/, 1);
  return pathname.endsWith('/');
}
