/**
 * Which route file of pages/ (src/core/routeKinds.ts) serves a canonical path, chosen the way
 * the Next.js router chooses: among patterns of the same length that match, a literal segment
 * beats a dynamic one at the first place they differ. The route table uses this to refuse a
 * page that no route file could serve, or that a route file for another kind would swallow.
 */

import { ROUTE_PATTERNS, type RoutePattern } from './routeKinds';

export type { RoutePattern } from './routeKinds';

function splitPath(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function isDynamic(segment: string): boolean {
  return segment.startsWith('[') && segment.endsWith(']');
}

function matches(patternSegments: string[], pathSegments: string[]): boolean {
  return (
    patternSegments.length === pathSegments.length &&
    patternSegments.every((segment, index) => isDynamic(segment) || segment === pathSegments[index])
  );
}

/** Negative when `a` is more specific than `b`. */
function compareSpecificity(a: string[], b: string[]): number {
  for (let index = 0; index < a.length; index += 1) {
    const aDynamic = isDynamic(a[index]);
    const bDynamic = isDynamic(b[index]);
    if (aDynamic !== bDynamic) {
      return aDynamic ? 1 : -1;
    }
  }
  return 0;
}

/** The pattern the router picks for a canonical path, or null when no route file serves it. */
export function routePatternFor(path: string): RoutePattern | null {
  const pathSegments = splitPath(path);
  let best: { pattern: RoutePattern; segments: string[] } | null = null;
  for (const pattern of ROUTE_PATTERNS) {
    const segments = splitPath(pattern);
    if (matches(segments, pathSegments)) {
      if (best === null || compareSpecificity(segments, best.segments) < 0) {
        best = { pattern, segments };
      }
    }
  }
  return best?.pattern ?? null;
}

/** Route parameters of a path for a pattern, e.g. `{ area: 'material-ui', page: 'react-button' }`. */
export function routeParams(pattern: RoutePattern, path: string): Record<string, string> {
  const pathSegments = splitPath(path);
  const params: Record<string, string> = {};
  splitPath(pattern).forEach((segment, index) => {
    if (isDynamic(segment)) {
      params[segment.slice(1, -1)] = pathSegments[index];
    }
  });
  return params;
}

/** The canonical path a pattern gives for some parameters (the inverse of routeParams). */
export function pathFromParams(pattern: RoutePattern, params: Record<string, unknown>): string {
  const segments = splitPath(pattern).map((segment) => {
    if (!isDynamic(segment)) {
      return segment;
    }
    const value = params[segment.slice(1, -1)];
    return typeof value === 'string' ? value : '';
  });
  return `/${segments.join('/')}`;
}
