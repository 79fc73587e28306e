/**
 * The notes of data/notifications.json, loaded with the "What's new" count after hydration (not
 * with the page's first scripts). The file is checked at test time (src/content/notifications.test.ts);
 * should a bad file still ship, the menu shows no notes rather than breaking the page.
 */
import raw from '@data/notifications.json';
import { parseNotifications, type Notification } from '@/core/whatsNew';

export function loadNotes(): Notification[] {
  try {
    return parseNotifications(raw);
  } catch {
    return [];
  }
}
