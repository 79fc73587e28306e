/**
 * What's new read state (docs/product-rules.md#whats-new): the ids of the notes read, a JSON list
 * in localStorage under WHATS_NEW_READ_KEY, validated on read like every stored value; and the
 * unread count of the latest notes.
 */
import { validateStoredValue, type StoredValueRule } from './storedValue';

export const WHATS_NEW_READ_KEY = 'mui-whats-new-read';
/** How many notes the menu lists (the latest). */
export const WHATS_NEW_SHOWN = 5;
/** Ids remembered as read: more than the notes file holds, so none is forgotten. */
export const MAX_READ_IDS = 50;

export const WHATS_NEW_READ_RULE: StoredValueRule = {
  kind: 'stringList',
  maxItems: MAX_READ_IDS,
  maxLength: 80,
};

/** What the read state needs of a note. */
export interface NoteId {
  id: string;
}

/** The read ids stored; [] for anything the rule refuses. */
export function parseReadIds(raw: string | null): string[] {
  return JSON.parse(validateStoredValue(WHATS_NEW_READ_RULE, raw) ?? '[]') as string[];
}

/** The latest notes the menu lists. */
export function latestNotes<T extends NoteId>(notes: readonly T[]): T[] {
  return notes.slice(0, WHATS_NEW_SHOWN);
}

/** How many of the listed notes are unread. */
export function unreadCount(notes: readonly NoteId[], readIds: readonly string[]): number {
  const read = new Set(readIds);
  return latestNotes(notes).filter((note) => !read.has(note.id)).length;
}

/** The read ids once every listed note is read: the listed ones first, older ids after. */
export function markAllRead(notes: readonly NoteId[], readIds: readonly string[]): string[] {
  const listed = latestNotes(notes).map((note) => note.id);
  return [...listed, ...readIds.filter((id) => !listed.includes(id))].slice(0, MAX_READ_IDS);
}
