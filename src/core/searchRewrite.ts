/**
 * Other phrasings of a query, searched beside what was typed (docs/search.md#ranking):
 * - without its generic intent words (`change the theme` → `theme`, `loading button` → `button`),
 *   so that a page titled with the topic answers as a title;
 * - with a reader's name for a component replaced by its title's (`toast` → `snackbar`), from
 *   the authored list data/search-synonyms.json (parsed in src/core/searchSynonyms.ts).
 * What was typed still ranks first at an equal match (the engine marks rewrites as such).
 */
import { isHan } from './searchText';

export interface SynonymEntry {
  /** Phrases readers type, lower case, words separated by single spaces (Han as written). */
  say: readonly string[];
  /** The phrase of the title they mean. */
  mean: string;
}

/**
 * Words that say what the reader wants to do, not what about, and the names of the library
 * (`install material ui`): dropped when the rest of the query still has a word. Stored lower case; Han ones are removed wherever they occur.
 */
export const INTENT_WORDS: ReadonlySet<string> = new Set([
  'a',
  'add',
  'an',
  'can',
  'change',
  'create',
  'custom',
  'do',
  'for',
  'how',
  'i',
  'in',
  'is',
  'loading',
  'make',
  'material',
  'mui',
  'my',
  'of',
  'on',
  'set',
  'the',
  'to',
  'ui',
  'use',
  'using',
  'with',
  '如何',
  '怎么',
  '怎样',
]);

const WORD = /[\p{L}\p{N}]+(?:[-.][\p{L}\p{N}]+)*/gu;

/** Lower-case words of a query, in order (`Side-Drawer!` → `side-drawer`). */
function wordsOf(query: string): string[] {
  return query.toLowerCase().match(WORD) ?? [];
}

/** The query without its intent words, or null when it has none or only those. */
export function withoutIntentWords(query: string): string | null {
  const words = wordsOf(query);
  const kept: string[] = [];
  for (const word of words) {
    if (INTENT_WORDS.has(word)) continue;
    let rest = word;
    if (isHan(rest)) {
      for (const intent of INTENT_WORDS) if (isHan(intent)) rest = rest.split(intent).join('');
    }
    if (rest !== '') kept.push(rest);
  }
  const result = kept.join(' ');
  return kept.length === 0 || result === words.join(' ') ? null : result;
}

function replacePhrase(
  words: readonly string[],
  phrase: readonly string[],
  by: string,
): string | null {
  for (let i = 0; i + phrase.length <= words.length; i += 1) {
    if (phrase.every((word, j) => words[i + j] === word)) {
      return [...words.slice(0, i), by, ...words.slice(i + phrase.length)].join(' ');
    }
  }
  return null;
}

/**
 * The query with each synonym it holds replaced by what it means: whole words for Latin phrases
 * (`side drawer` in `side drawer anchor`), anywhere for Han ones. The longest phrase that matches
 * applies first; each entry gives at most one rewrite.
 */
export function synonymRewrites(query: string, entries: readonly SynonymEntry[]): string[] {
  const words = wordsOf(query);
  const joined = words.join(' ');
  const rewrites: string[] = [];
  for (const entry of entries) {
    const phrases = [...entry.say].sort((a, b) => b.length - a.length);
    for (const phrase of phrases) {
      const rewritten = isHan(phrase)
        ? joined.includes(phrase)
          ? joined.split(phrase).join(` ${entry.mean} `).trim().replace(/\s+/g, ' ')
          : null
        : replacePhrase(words, phrase.split(' '), entry.mean);
      if (rewritten !== null) {
        if (rewritten !== joined && !rewrites.includes(rewritten)) rewrites.push(rewritten);
        break;
      }
    }
  }
  return rewrites;
}

/**
 * The phrasings to search beside the query as typed: the query's synonyms, the query without its
 * intent words and that one's synonyms; none repeated, none equal to the query.
 */
export function queryRewrites(query: string, entries: readonly SynonymEntry[]): string[] {
  const typed = wordsOf(query).join(' ');
  const stripped = withoutIntentWords(query);
  const all = [
    ...synonymRewrites(query, entries),
    ...(stripped === null ? [] : [stripped, ...synonymRewrites(stripped, entries)]),
  ];
  return Array.from(new Set(all)).filter((rewrite) => rewrite !== typed);
}
