/**
 * Recent searches, remembered in localStorage as a JSON array of strings. Whatever is stored
 * (hand-edited, from another version, not JSON at all) is read defensively: bad entries drop out.
 */

export const RECENT_SEARCHES_KEY = 'mui-recent-searches';
export const MAX_RECENT = 5;
/** Longer queries are not worth remembering (and keep storage small). */
export const MAX_QUERY_LENGTH = 200;

/** Trims and collapses whitespace; over-long queries are cut. */
export function normalizeQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
}

/** The stored list: at most MAX_RECENT distinct, non-empty strings; [] for anything invalid. */
export function parseRecent(raw: string | null): string[] {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const list: string[] = [];
  for (const item of value) {
    if (typeof item !== 'string') continue;
    const query = normalizeQuery(item);
    if (query !== '' && !list.includes(query)) list.push(query);
    if (list.length === MAX_RECENT) break;
  }
  return list;
}

/** Puts `query` first, without repeating it; empty queries leave the list as it was. */
export function addRecent(list: readonly string[], query: string): string[] {
  const normalized = normalizeQuery(query);
  if (normalized === '') return [...list];
  return [normalized, ...list.filter((item) => item !== normalized)].slice(0, MAX_RECENT);
}

export function serializeRecent(list: readonly string[]): string {
  return JSON.stringify(list);
}
