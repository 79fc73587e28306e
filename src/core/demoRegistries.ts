/**
 * Which demo registry a demo belongs to. Each route file that renders Markdown pages imports the
 * registry of the demos its own pages show (generated/demos/<name>.ts), so a guide page does not
 * download the index of every component demo. A demo's page is its folder: the demos of
 * `/material-ui/react-button` live in data/material-ui/react-button/.
 */
import { ROUTE_KINDS, type RoutePattern } from './routeKinds';
import { routePatternFor } from './routePatterns';

type DemoEntry = Extract<(typeof ROUTE_KINDS)[number], { demos: true }>;
export type DemoPagePattern = DemoEntry['pattern'];

function isDemoEntry(entry: (typeof ROUTE_KINDS)[number]): entry is DemoEntry {
  return entry.demos;
}

/** The route files that render DocsPage, each with its own registry (empty for the API tabs). */
export const DEMO_PAGE_PATTERNS: readonly DemoPagePattern[] = ROUTE_KINDS.filter(isDemoEntry).map(
  (entry) => entry.pattern,
);

function isDemoPagePattern(pattern: RoutePattern): pattern is DemoPagePattern {
  return (DEMO_PAGE_PATTERNS as readonly RoutePattern[]).includes(pattern);
}

/** The registry module's name for a route pattern: `/[area]/guides/[page]` -> `area-guides-page`. */
export function registryNameFor(pattern: DemoPagePattern): string {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^\[|\]$/g, ''))
    .join('-');
}

/** The canonical path of the page a demo belongs to: `material-ui/react-button/Basic` -> `/material-ui/react-button`. */
export function demoPagePath(demoId: string): string {
  const slash = demoId.lastIndexOf('/');
  if (slash <= 0) {
    throw new Error(`Demo id "${demoId}" names no page: demo files live in data/<area>/<page>/.`);
  }
  return `/${demoId.slice(0, slash)}`;
}

/** The route pattern whose registry holds a demo; throws when no Markdown route serves its page. */
export function demoRegistryPattern(demoId: string): DemoPagePattern {
  const page = demoPagePath(demoId);
  const pattern = routePatternFor(page);
  if (pattern === null || !isDemoPagePattern(pattern)) {
    throw new Error(
      `Demo "${demoId}" sits in the folder of ${page}, which no Markdown route file serves${
        pattern ? ` (it would be ${pattern})` : ''
      }: move it next to the page that shows it.`,
    );
  }
  return pattern;
}
