/**
 * The route files of pages/ as patterns, and which one serves a canonical path, chosen the way
 * the Next.js router chooses: among patterns of the same length that match, a literal segment
 * beats a dynamic one at the first place they differ. The route table uses this to refuse a
 * page that no route file could serve, or that a route file for another kind would swallow.
 */

/** The route files whose pages are Markdown documents. */
export const DOC_PAGE_PATTERNS = [
  '/[area]',
  '/[area]/[page]',
  '/[area]/getting-started',
  '/[area]/getting-started/[page]',
  '/[area]/main-features/[page]',
  '/[area]/components/[page]',
  '/[area]/customization/[page]',
  '/[area]/guides/[page]',
  '/[area]/integrations/[page]',
  '/[area]/experimental-api/[page]',
  '/[area]/experimental-api/css-theme-variables/[page]',
  '/[area]/styles/[page]',
  '/[area]/migration/[page]',
  '/[area]/discover-more/[page]',
  '/x',
  '/x/[product]',
  '/x/[product]/[page]',
  // A page under a group of a product, e.g. /x/react-data-grid/filtering/quick-filter.
  '/x/[product]/[page]/[subpage]',
  '/toolpad',
  '/docs',
  '/experiments/docs/[page]',
] as const;

/** The route file of a component page's API tabs. */
export const DOCS_TAB_PATTERN = '/[area]/[page]/[docsTab]';

/** Route files under pages/ (and their twins under pages/zh/), as URL patterns. */
export const ROUTE_PATTERNS = [
  '/',
  ...DOC_PAGE_PATTERNS,
  DOCS_TAB_PATTERN,
  '/[area]/api/[name]',
  '/x/api/[product]/[name]',
  '/versions',
  '/blog',
  '/blog/[post]',
  '/production-error',
  '/offline',
] as const;

export type RoutePattern = (typeof ROUTE_PATTERNS)[number];

/** The groups whose pages are exported at `/<area>/<group>/<page>/`. */
export const GUIDE_GROUPS = [
  'getting-started',
  'main-features',
  'components',
  'customization',
  'guides',
  'integrations',
  'experimental-api',
  'styles',
  'migration',
  'discover-more',
];

export const DOCS_TABS = ['components-api', 'hooks-api'] as const;
export type DocsTab = (typeof DOCS_TABS)[number];

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
