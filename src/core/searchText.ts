/**
 * The words of search: how a title, a heading, an API name, a page's text and a query are cut
 * into comparable pieces. The same functions run when the index is built and when a query is
 * typed, so both sides always agree.
 *
 * - `compact`: lower case, letters and digits only (`Text Field`, `TextField`, `text-field` are
 *   one string), for exact and prefix comparisons of whole titles and names.
 * - `textWords`: words, lower-cased and lightly stemmed (`Buttons` → `button`, `rendering` →
 *   `render`); camelCase names
 *   also give their parts (`useMediaQuery` → `usemediaquery`, `use`, `media`, `query`); runs of
 *   Chinese characters give their bigrams (`支持的平台` → `支持`, `持的`, `的平`, `平台`).
 */

import { stemWord } from './searchStem';

/** Han characters (and the CJK punctuation-free ranges Chinese text is written in). */
const HAN = /\p{Script=Han}/u;
const HAN_RUN = /\p{Script=Han}+/gu;
const ALNUM_RUN = /[\p{L}\p{N}]+/gu;
/** Parts of an identifier: acronyms, capitalised or lowercase words, digit runs. */
const IDENTIFIER_PART = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+/g;

export function isHan(text: string): boolean {
  return HAN.test(text);
}

/** Lower case, letters and digits only. */
export function compact(text: string): string {
  return (text.toLowerCase().match(ALNUM_RUN) ?? []).join('');
}

/**
 * The light English stemmer of search (src/core/searchStem.ts): plurals and verb and noun
 * endings (`Buttons` → `button`, `migrating`/`migration` → `migrat`). Words of three letters or
 * fewer, and non-ASCII words, stay as they are.
 */
export function stem(word: string): string {
  return stemWord(word);
}

/** The bigrams of a run of Han characters; a single character stands for itself. */
export function hanBigrams(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length === 1) return chars;
  const grams: string[] = [];
  for (let i = 0; i + 1 < chars.length; i += 1) grams.push(chars[i] + chars[i + 1]);
  return grams;
}

/**
 * Words of a text, in order, with repeats: what the body index counts. Latin words are
 * lower-cased and stemmed; a camelCase word also gives its parts; Han runs give bigrams.
 * `withHanChars` adds each Han character on its own too (for short fields such as titles, so
 * that a one-character query finds them).
 */
export function textWords(text: string, withHanChars = false): string[] {
  const words: string[] = [];
  for (const run of text.match(ALNUM_RUN) ?? []) {
    if (isHan(run)) {
      // A run may mix Han and Latin (`sx属性`): split it into its Han and other pieces.
      let rest = run;
      for (const han of run.match(HAN_RUN) ?? []) {
        const at = rest.indexOf(han);
        if (at > 0) words.push(...latinWords(rest.slice(0, at)));
        words.push(...hanBigrams(han));
        if (withHanChars && Array.from(han).length > 1) words.push(...Array.from(han));
        rest = rest.slice(at + han.length);
      }
      if (rest !== '') words.push(...latinWords(rest));
    } else {
      words.push(...latinWords(run));
    }
  }
  return words;
}

function latinWords(run: string): string[] {
  const whole = stem(run.toLowerCase());
  const parts = run.match(IDENTIFIER_PART) ?? [];
  if (parts.length <= 1) return [whole];
  return [whole, ...parts.map((part) => stem(part.toLowerCase()))];
}

/** The distinct words of a short field (a title, a heading, a name), Han characters included. */
export function fieldWords(text: string): Set<string> {
  return new Set(textWords(text, true));
}

/**
 * The distinct whole words of a short field: like `fieldWords` without the parts of camelCase
 * names (`GridToolbarQuickFilter API` → `gridtoolbarquickfilter`, `api`).
 */
export function wholeWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const run of text.match(ALNUM_RUN) ?? []) {
    if (isHan(run)) for (const word of textWords(run, true)) words.add(word);
    else words.add(stem(run.toLowerCase()));
  }
  return words;
}

export interface QueryTerm {
  /** The word as typed, lower-cased and stemmed. */
  word: string;
  /** True for the last Latin word of the query: it may still be being typed, so it matches as a prefix. */
  prefix: boolean;
}

/**
 * The terms of a query: its words without camelCase parts (the whole identifier is a word of
 * the index), Han runs as bigrams. Repeated words count once.
 */
export function queryTerms(query: string): QueryTerm[] {
  const seen = new Set<string>();
  const terms: QueryTerm[] = [];
  const runs = query.match(ALNUM_RUN) ?? [];
  runs.forEach((run, index) => {
    const last = index === runs.length - 1;
    const pieces = isHan(run) ? textWords(run) : [stem(run.toLowerCase())];
    for (const word of pieces) {
      if (seen.has(word)) continue;
      seen.add(word);
      terms.push({ word, prefix: last && !isHan(word) });
    }
  });
  return terms;
}

/**
 * The endings a word still being typed may have begun past the stem of the word it is becoming
 * (`virtualiz` is on its way to `virtualization`, stem `virtual`).
 */
const STEMMED_ENDINGS = [
  'ation',
  'ization',
  'ize',
  'ise',
  'ing',
  'ed',
  'er',
  'ion',
  'ment',
  'al',
  'ive',
];

/**
 * Whether a term still being typed (`prefix`) can become `word` of the index: it begins the word,
 * or it is the word (a stem of four letters or more) followed by the start of an ending the
 * stemmer removes. A typo past a stem (`tooltp`) is not one.
 */
export function prefixReaches(typed: string, word: string): boolean {
  if (word.startsWith(typed)) return true;
  if (word.length < 4 || !typed.startsWith(word)) return false;
  const tail = typed.slice(word.length);
  return STEMMED_ENDINGS.some((ending) => ending.startsWith(tail));
}

/**
 * Words that carry no topic in a title (`The sx prop`, `How to customize`): a title's word count,
 * and a query's words compared with a title's, leave them out.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'for',
  'how',
  'in',
  'of',
  'on',
  'the',
  'to',
  'with',
]);
