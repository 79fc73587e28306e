/** The navigation tree of every area: as authored in data/<area>/pages.ts, or derived from DOCS_CONTENT_DIR. */
import type { NavArea, NavEntry } from '@/core/navigationTypes';
import materialPages from '../../data/material-ui/pages';
import joyPages from '../../data/joy-ui/pages';
import basePages from '../../data/base-ui/pages';
import systemPages from '../../data/system/pages';
import xPages from '../../data/x/pages';
import { EXTERNAL_CONTENT_DIR } from './contentPaths';
import { deriveNavigationTrees } from './folderNavigation';

const AUTHORED_TREES: Record<NavArea, NavEntry[]> = {
  'material-ui': materialPages,
  'joy-ui': joyPages,
  'base-ui': basePages,
  system: systemPages,
  x: xPages,
};

let derived: Record<NavArea, NavEntry[]> | null = null;

export function navigationTrees(): Record<NavArea, NavEntry[]> {
  if (EXTERNAL_CONTENT_DIR === null) {
    return AUTHORED_TREES;
  }
  derived ??= deriveNavigationTrees(EXTERNAL_CONTENT_DIR);
  return derived;
}
