/**
 * Which demo registry a demo belongs to. Each route file that renders Markdown pages imports the
 * registry of the demos its own pages show (generated/demos/<name>.ts), so a guide page does not
 * download the index of every component demo. A demo's page is its folder: the demos of
 * `/material-ui/react-button` live in data/material-ui/react-button/.
 */
import {
  DOC_PAGE_PATTERNS,
  DOCS_TAB_PATTERN,
  routePatternFor,
  type RoutePattern,
} from './routePatterns';

/** The route files that render DocsPage, each with its own registry (empty for the API tabs). */
export const DEMO_PAGE_PATTERNS = [...DOC_PAGE_PATTERNS, DOCS_TAB_PATTERN] as const;

export type DemoPagePattern = (typeof DEMO_PAGE_PATTERNS)[number];

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
