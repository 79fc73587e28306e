/**
 * Recent searches, remembered in localStorage as a JSON array of strings (key and rule in
 * src/core/storedPreferences.ts). Whatever is stored (hand-edited, from another version, not JSON
 * at all) goes through the stored-value validator: bad entries drop out.
 */
import { validateStoredValue, type StoredValueRule } from './storedValue';

export const MAX_RECENT = 5;
/** Longer queries are not worth remembering (and keep storage small). */
export const MAX_QUERY_LENGTH = 200;

export const RECENT_SEARCHES_RULE: StoredValueRule = {
  kind: 'stringList',
  maxItems: MAX_RECENT,
  maxLength: MAX_QUERY_LENGTH,
};

/** Trims and collapses whitespace; over-long queries are cut. */
export function normalizeQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
}

/** The stored list: at most MAX_RECENT distinct, non-empty strings; [] for anything invalid. */
export function parseRecent(raw: string | null): string[] {
  const stored = JSON.parse(validateStoredValue(RECENT_SEARCHES_RULE, raw) ?? '[]') as string[];
  const list: string[] = [];
  for (const item of stored) {
    const query = normalizeQuery(item);
    if (query !== '' && !list.includes(query)) list.push(query);
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
