/**
 * The notes of data/notifications.json and their read state, loaded with the "What's new" count
 * after hydration (not with the page's first scripts). The file is checked at test time
 * (src/content/notifications.test.ts); should a bad file still ship, the menu shows no notes
 * rather than breaking the page.
 */
import raw from '@data/notifications.json';
import { parseNotifications, type Notification } from '@/core/whatsNew';
import {
  WHATS_NEW_READ_KEY,
  latestNotes,
  markAllRead,
  parseReadIds,
  unreadCount,
} from '@/core/whatsNewRead';
import { readStorage, writeStorage } from '@/providers/browserStorage';

export interface LoadedNotes {
  /** The notes the menu lists: the latest, newest first. */
  listed: Notification[];
  /** How many of them the reader has not seen. */
  unread: number;
}

function allNotes(): Notification[] {
  try {
    return parseNotifications(raw);
  } catch {
    return [];
  }
}

export function loadNotes(): LoadedNotes {
  const notes = allNotes();
  return {
    listed: latestNotes(notes),
    unread: unreadCount(notes, parseReadIds(readStorage(WHATS_NEW_READ_KEY))),
  };
}

/** Remembers the listed notes as read. */
export function markListedRead(listed: readonly Notification[]): void {
  const read = markAllRead(listed, parseReadIds(readStorage(WHATS_NEW_READ_KEY)));
  writeStorage(WHATS_NEW_READ_KEY, JSON.stringify(read));
}
