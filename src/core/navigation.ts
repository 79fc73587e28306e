/**
 * Walking an area's side navigation tree (docs/product-rules.md#side-navigation).
 */
import type { NavEntry } from './navigationTypes';

/** A group has children; it names a section, not a page. */
export function isGroup(entry: NavEntry): boolean {
  return entry.children !== undefined;
}

/** Every leaf in tree order, planned ones included, groups excluded. */
export function flattenPages(entries: NavEntry[]): NavEntry[] {
  return entries.flatMap((entry) =>
    isGroup(entry) ? flattenPages(entry.children ?? []) : [entry],
  );
}

/** Every pathname in tree order, groups and leaves alike. */
export function collectPathnames(entries: NavEntry[]): string[] {
  return entries.flatMap((entry) => [entry.pathname, ...collectPathnames(entry.children ?? [])]);
}

function withoutTrailingSlash(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The ancestors of the entry with this pathname, then the entry; [] if absent. */
export function findTrail(entries: NavEntry[], pathname: string): NavEntry[] {
  const target = withoutTrailingSlash(pathname);
  for (const entry of entries) {
    if (withoutTrailingSlash(entry.pathname) === target) {
      return [entry];
    }
    const inner = findTrail(entry.children ?? [], target);
    if (inner.length > 0) {
      return [entry, ...inner];
    }
  }
  return [];
}

/** The linkable pages (not planned) before and after this one, in tree order. */
export function getPrevNext(
  entries: NavEntry[],
  pathname: string,
): { prev: NavEntry | null; next: NavEntry | null } {
  const target = withoutTrailingSlash(pathname);
  const pages = flattenPages(entries).filter((entry) => !entry.planned);
  const index = pages.findIndex((entry) => withoutTrailingSlash(entry.pathname) === target);
  if (index === -1) {
    return { prev: null, next: null };
  }
  return { prev: pages[index - 1] ?? null, next: pages[index + 1] ?? null };
}

/** The link target: the pathname with a trailing slash, plus the entry's query if any. */
export function entryHref(entry: NavEntry): string {
  const query = new URLSearchParams(entry.query ?? {}).toString();
  return `${entry.pathname}/${query === '' ? '' : `?${query}`}`;
}
