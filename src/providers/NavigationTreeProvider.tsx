/**
 * The area's navigation tree a page names in its data (a `NavigationRef`, src/core/navigationAsset.ts).
 *
 * - Server render: pages/_document.tsx hands the tree in through this provider.
 * - Browser, page loaded directly: the area's navigation script ran before the page's scripts
 *   (the document lists it first), so the tree is there when the page hydrates and the side
 *   navigation matches the server's HTML.
 * - Browser, client-side navigation into another area: the tree's script loads first. Next.js
 *   renders a route change in a transition, so React keeps the current page on screen until it
 *   has arrived (the page suspends on it), and nothing in between shows a page without navigation.
 * - `next dev` and unit tests: the reference carries the tree itself.
 */
import * as React from 'react';
import type { NavigationRef } from '@/core/navigationAsset';
import type { NavEntry } from '@/core/navigationTypes';
import { isUnavailable, loadTree, loadedTree } from './navigationTreeLoader';

const ServerTreeContext = React.createContext<NavEntry[] | null>(null);

const NO_ENTRIES: NavEntry[] = [];

export function NavigationTreeProvider({
  serverTree,
  children,
}: {
  /** The tree of the page being rendered on the server (null in the browser, or without one). */
  serverTree: NavEntry[] | null;
  children: React.ReactNode;
}) {
  return <ServerTreeContext.Provider value={serverTree}>{children}</ServerTreeContext.Provider>;
}

/** The tree `ref` names; suspends in the browser while its script loads. */
export function useNavigationTree(ref: NavigationRef | null): NavEntry[] {
  const serverTree = React.useContext(ServerTreeContext);
  if (ref === null) {
    return NO_ENTRIES;
  }
  if (ref.tree !== undefined) {
    return ref.tree;
  }
  if (typeof window === 'undefined') {
    if (serverTree === null) {
      throw new Error(
        `The page names the navigation file ${ref.url}, but its server render was given no tree: pages/_document.tsx provides it (NavigationTreeProvider)`,
      );
    }
    return serverTree;
  }
  const tree = loadedTree(ref.url);
  if (tree !== undefined) {
    return tree;
  }
  if (isUnavailable(ref.url)) {
    return NO_ENTRIES;
  }
  // Suspends the render (a route change keeps the current page) until the script has run.
  throw loadTree(ref.url);
}
