/** The navigation tree of every area: as authored in data/<area>/pages.ts, or derived from DOCS_CONTENT_DIR. */
import type { NavArea, NavEntry } from '@/core/navigationTypes';
import { authoredTreeFiles, readAuthoredTree } from './authoredTrees';
import { DATA_DIR, EXTERNAL_CONTENT_DIR } from './contentPaths';
import { perContentVersion } from './contentVersion';
import { deriveNavigationTrees } from './folderNavigation';

/** Read once per build, and again after each edit under `next dev`. */
const authoredTrees = perContentVersion(() => {
  const files = authoredTreeFiles(DATA_DIR);
  return Object.fromEntries(
    Object.entries(files).map(([area, file]) => [area, readAuthoredTree(file)]),
  ) as Record<NavArea, NavEntry[]>;
});

let derived: Record<NavArea, NavEntry[]> | null = null;

export function navigationTrees(): Record<NavArea, NavEntry[]> {
  if (EXTERNAL_CONTENT_DIR === null) {
    return authoredTrees();
  }
  derived ??= deriveNavigationTrees(EXTERNAL_CONTENT_DIR);
  return derived;
}
