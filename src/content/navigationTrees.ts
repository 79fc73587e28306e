/** The navigation tree of every area, as authored in data/<area>/pages.ts. */
import type { NavArea, NavEntry } from '@/core/navigationTypes';
import materialPages from '../../data/material-ui/pages';
import joyPages from '../../data/joy-ui/pages';
import basePages from '../../data/base-ui/pages';
import systemPages from '../../data/system/pages';
import xPages from '../../data/x/pages';

export const NAVIGATION_TREES: Record<NavArea, NavEntry[]> = {
  'material-ui': materialPages,
  'joy-ui': joyPages,
  'base-ui': basePages,
  system: systemPages,
  x: xPages,
};
