/**
 * Where a page sits, for search: its area (the first path segment after the language prefix)
 * and, in MUI X, its product (`react-data-grid`…). Results are grouped and labelled by area, and
 * the area and product being read rank first.
 */
import { pathnameToLanguage, type Language } from './language';

/** Area labels, in the order groups are listed when everything else ties. */
export const AREA_LABELS: Readonly<Record<string, string>> = {
  'material-ui': 'Material UI',
  'joy-ui': 'Joy UI',
  'base-ui': 'Base UI',
  system: 'MUI System',
  x: 'MUI X',
  blog: 'Blog',
  versions: 'Versions',
  experiments: 'Experiments',
  docs: 'Docs',
  toolpad: 'Toolpad',
  'production-error': 'Production error',
  other: 'Other',
};

export const AREA_ORDER: readonly string[] = Object.keys(AREA_LABELS);

/** The areas whose pages readers browse by their navigation: the ones a search is scoped to. */
export const DOCS_AREAS = ['material-ui', 'joy-ui', 'base-ui', 'system', 'x'] as const;

function segments(url: string): string[] {
  const path = pathnameToLanguage(url).canonicalAs.split(/[?#]/)[0];
  return path.split('/').filter(Boolean);
}

/** The area of a site path, ignoring its language prefix; `other` outside the known areas. */
export function areaOf(url: string): string {
  const first = segments(url)[0];
  return first !== undefined && first in AREA_LABELS ? first : 'other';
}

/**
 * The MUI X product of a path, or null: `/x/react-charts/bars/` and `/x/api/charts/bar-chart/`
 * are both `react-charts`.
 */
export function productOf(url: string): string | null {
  const [area, second, third] = segments(url);
  if (area !== 'x' || second === undefined) return null;
  if (second.startsWith('react-')) return second;
  return second === 'api' && third !== undefined ? `react-${third}` : null;
}

export interface ReadingPlace {
  language: Language;
  /** The docs area being read, or null (home page, blog…). */
  area: string | null;
  product: string | null;
}

/** What a search from the page at `url` prefers: its language, docs area and X product. */
export function readingPlace(url: string): ReadingPlace {
  const area = areaOf(url);
  return {
    language: pathnameToLanguage(url).userLanguage,
    area: (DOCS_AREAS as readonly string[]).includes(area) ? area : null,
    product: productOf(url),
  };
}
