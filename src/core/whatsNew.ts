/**
 * "What's new" notes (docs/product-rules.md#whats-new): data/notifications.json holds the notes,
 * each dated, in English and Chinese, with a link; the header shows how many are unread and a
 * menu lists the latest. The read state is in whatsNewRead.ts: every page carries it, while these
 * rules load with the notes, after hydration.
 */
import type { Language } from './language';

export interface Notification {
  /** Stable id, `a-z0-9-`: what the read state remembers. */
  id: string;
  /** `YYYY-MM-DD`. */
  date: string;
  title: Record<Language, string>;
  text: Record<Language, string>;
  /** A path of the site (`/…/`) or an https URL. */
  href: string;
}

const ID = /^[a-z0-9-]{1,80}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function fail(file: string, where: string, problem: string): never {
  throw new Error(
    `${file}: ${where} ${problem}. Fix the note (docs/authoring.md#whats-new-notes).`,
  );
}

function localized(file: string, where: string, value: unknown): Record<Language, string> {
  if (typeof value !== 'object' || value === null) {
    fail(file, where, 'must be an object with "en" and "zh" texts');
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  if (keys.join(',') !== 'en,zh') {
    fail(file, where, `must have exactly "en" and "zh" (found ${keys.join(', ') || 'none'})`);
  }
  for (const language of ['en', 'zh'] as const) {
    const text = record[language];
    if (typeof text !== 'string' || text.trim() === '') {
      fail(file, `${where}.${language}`, 'must be a non-empty string');
    }
  }
  return { en: record.en as string, zh: record.zh as string };
}

function isValidDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
}

/**
 * The notes of `raw` (the parsed JSON of `file`), newest first. Throws, naming the file and the
 * note, on anything else: a bad note stops the build rather than showing half a menu.
 */
export function parseNotifications(raw: unknown, file = 'data/notifications.json'): Notification[] {
  if (!Array.isArray(raw)) {
    fail(file, 'the file', 'must be a JSON array of notes');
  }
  const seen = new Set<string>();
  const notes = raw.map((item: unknown, index): Notification => {
    const where = `note ${index + 1}`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      fail(file, where, 'must be an object');
    }
    const note = item as Record<string, unknown>;
    const unknownKeys = Object.keys(note).filter(
      (key) => !['id', 'date', 'title', 'text', 'href'].includes(key),
    );
    if (unknownKeys.length > 0) {
      fail(file, where, `has unknown keys: ${unknownKeys.join(', ')}`);
    }
    const { id, date, href } = note;
    if (typeof id !== 'string' || !ID.test(id)) {
      fail(file, `${where}.id`, 'must be lower-case letters, digits and hyphens');
    }
    if (seen.has(id)) {
      fail(file, `${where}.id`, `repeats "${id}"`);
    }
    seen.add(id);
    if (typeof date !== 'string' || !DATE.test(date) || !isValidDate(date)) {
      fail(file, `${where}.date`, 'must be a date written YYYY-MM-DD');
    }
    if (
      typeof href !== 'string' ||
      !(/^\/[a-z0-9\-_/#.]*$/i.test(href) || /^https:\/\/[^\s"<>]+$/.test(href))
    ) {
      fail(file, `${where}.href`, 'must be a path of the site (/…/) or an https:// URL');
    }
    return {
      id,
      date,
      title: localized(file, `${where}.title`, note.title),
      text: localized(file, `${where}.text`, note.text),
      href,
    };
  });
  return notes.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}
