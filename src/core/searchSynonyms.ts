/**
 * The authored synonym list (data/search-synonyms.json), checked once when first read: one list
 * per index language, each entry the phrases readers type and the title phrase they mean.
 */
import authored from '../../data/search-synonyms.json';
import type { SynonymEntry } from './searchRewrite';

const FILE = 'data/search-synonyms.json';

function fail(message: string): never {
  throw new Error(`${FILE}: ${message}; fix the entry (see the file's "about").`);
}

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** Checks and normalizes the synonym file's content (lower case, single spaces). */
export function parseSynonyms(value: unknown): ReadonlyMap<string, readonly SynonymEntry[]> {
  if (typeof value !== 'object' || value === null) fail('the file must hold an object');
  const byLanguage = new Map<string, SynonymEntry[]>();
  for (const [language, list] of Object.entries(value)) {
    if (language === 'about') continue;
    if (!Array.isArray(list)) fail(`"${language}" must be a list of entries`);
    byLanguage.set(
      language,
      list.map((entry: unknown, i: number) => {
        const where = `"${language}" entry ${i + 1}`;
        if (typeof entry !== 'object' || entry === null) fail(`${where} is not an object`);
        const { say, mean } = entry as { say?: unknown; mean?: unknown };
        if (!Array.isArray(say) || say.length === 0 || !say.every(isText)) {
          fail(`${where} needs "say": a list of phrases`);
        }
        if (!isText(mean)) fail(`${where} needs "mean": the title phrase`);
        const norm = (text: string): string => text.toLowerCase().trim().replace(/\s+/g, ' ');
        return { say: say.map(norm), mean: norm(mean) };
      }),
    );
  }
  return byLanguage;
}

let parsed: ReadonlyMap<string, readonly SynonymEntry[]> | null = null;

/** The synonyms of one index language (none for a language the file does not list). */
export function synonymsFor(language: string): readonly SynonymEntry[] {
  parsed ??= parseSynonyms(authored);
  return parsed.get(language) ?? [];
}
