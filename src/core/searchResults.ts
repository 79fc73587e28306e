/**
 * Search results grouped by documentation area, in the order the index ranked them. Results of
 * another language (a stray URL) are dropped, so a reader under /zh/ only reaches /zh/ pages.
 */
import { pathnameToLanguage, type Language } from './language';

export interface SearchHit {
  /** Site path with trailing slash, e.g. `/zh/material-ui/react-button/`. */
  url: string;
  title: string;
  /** Pagefind's excerpt: HTML with `<mark>` around matches. Never injected; see searchExcerpt. */
  excerpt: string;
}

export interface SearchGroup {
  /** The area's first path segment (`material-ui`, `x`, `blog`…), or `other`. */
  area: string;
  hits: SearchHit[];
}

/** Area labels, in the order groups are listed when ranks tie. */
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

/** The area of a site path, ignoring its language prefix. */
export function areaOf(url: string): string {
  const path = pathnameToLanguage(url).canonicalAs.split(/[?#]/)[0];
  const first = path.split('/').filter(Boolean)[0];
  return first !== undefined && first in AREA_LABELS ? first : 'other';
}

/** The language of a site path. */
export function languageOf(url: string): Language {
  return pathnameToLanguage(url).userLanguage;
}

/**
 * Groups hits by area, keeping the rank order inside a group and ordering groups by their best
 * hit. Hits in another language than `language`, and repeated URLs, are dropped.
 */
export function groupByArea(hits: readonly SearchHit[], language: Language): SearchGroup[] {
  const groups = new Map<string, SearchHit[]>();
  const seen = new Set<string>();
  for (const hit of hits) {
    if (seen.has(hit.url) || languageOf(hit.url) !== language) continue;
    seen.add(hit.url);
    const area = areaOf(hit.url);
    const group = groups.get(area);
    if (group) group.push(hit);
    else groups.set(area, [hit]);
  }
  return Array.from(groups, ([area, list]) => ({ area, hits: list }));
}

/** The hits of grouped results in display order: what arrow keys move through. */
export function flattenGroups(groups: readonly SearchGroup[]): SearchHit[] {
  return groups.flatMap((group) => group.hits);
}

/** Moves an active index by `step` through `count` items, wrapping at both ends; -1 when empty. */
export function moveActive(current: number, step: number, count: number): number {
  if (count <= 0) return -1;
  if (current < 0) return step >= 0 ? 0 : count - 1;
  return (((current + step) % count) + count) % count;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * A hit from one result of the index (Pagefind's `result.data()`), or null when the data is not
 * what is expected: a same-site path, a string title and excerpt. The title falls back to the path.
 */
export function toSearchHit(data: unknown): SearchHit | null {
  if (!isRecord(data)) return null;
  const { url, excerpt, meta } = data;
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return null;
  const title = isRecord(meta) && typeof meta.title === 'string' ? meta.title.trim() : '';
  return {
    url,
    title: title || url,
    excerpt: typeof excerpt === 'string' ? excerpt : '',
  };
}
