/**
 * The redirect pages of every area, as declared in data/<area>/redirects.ts, validated against
 * the pages of the route table. Node only.
 */
import type { NavArea } from '@/core/navigationTypes';
import { redirectProblems, type Redirect } from '@/core/redirects';
import { redirects as materialRedirects } from '../../data/material-ui/redirects';
import { redirects as joyRedirects } from '../../data/joy-ui/redirects';
import { redirects as baseRedirects } from '../../data/base-ui/redirects';
import { redirects as systemRedirects } from '../../data/system/redirects';
import { redirects as xRedirects } from '../../data/x/redirects';

const DECLARED: Record<NavArea, readonly Redirect[]> = {
  'material-ui': materialRedirects,
  'joy-ui': joyRedirects,
  'base-ui': baseRedirects,
  system: systemRedirects,
  x: xRedirects,
};

export function redirectsFileOf(area: NavArea): string {
  return `data/${area}/redirects.ts`;
}

/**
 * Every declared redirect with its area; throws with every problem found (each naming its file)
 * when a target is not a page, a source is also a page, or a path is badly written.
 */
export function areaRedirects(
  isPage: (pathname: string) => boolean,
  declared: Record<NavArea, readonly Redirect[]> = DECLARED,
): { area: NavArea; redirect: Redirect }[] {
  const problems: string[] = [];
  const all: { area: NavArea; redirect: Redirect }[] = [];
  for (const [area, redirects] of Object.entries(declared) as [NavArea, readonly Redirect[]][]) {
    problems.push(...redirectProblems(redirects, { file: redirectsFileOf(area), area, isPage }));
    all.push(...redirects.map((redirect) => ({ area, redirect })));
  }
  if (problems.length > 0) {
    throw new Error(`Invalid redirects:\n${problems.join('\n')}`);
  }
  return all;
}
