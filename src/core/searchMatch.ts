/**
 * How well one page answers one query: a tier, from an exact title down to a word of the text,
 * and the section (heading or API entry) the answer opens at.
 *
 * Tiers, best first:
 * - TITLE_EXACT: the title is the query (`Autocomplete`; `Button API` also answers as `Button`),
 *   or its words are the query's in other forms (`theme` → `Theming`).
 * - TITLE_PREFIX: the title starts with the query (`Autocomplete` → `AutocompleteListbox API`).
 * - TITLE_WORDS: every word of the query is a word of the title (`sx prop` → `The sx prop`), or
 *   parts of a camelCase title that the query covers more than half of (`Autocomplete` →
 *   `useAutocomplete`, `tooltip` → `ChartsTooltip`).
 * - NAME_EXACT: a heading or an API name is the query exactly as typed, letter case included
 *   (`checkboxSelection` is the prop before it is the heading `Checkbox selection`).
 * - SECTION_EXACT: a heading or an API name is the query (`disableelevation`, `MuiButton-root`).
 * - TITLE_PARTS: every word is a part of a camelCase title the query covers half of or less
 *   (`quick filter` → `GridToolbarQuickFilter API`): less telling than a heading that is the
 *   query (Filtering › Quick filter).
 * - SECTION_WORDS: every word is in the title or one heading, one at least in the heading.
 * - PAGE_WORDS: every word is in the title, headings, API names or description.
 * - BODY: every word is somewhere on the page, one at least only in its text. Also a type's API
 *   page whose long camelCase name merely holds the words (`export csv` → `GridCsvExportOptions`):
 *   a type is found by its name, or most of it; a guide that speaks of the words answers better.
 */
import { pathnameToLanguage } from './language';
import { areaOf, productOf } from './searchAreas';
import type { IndexedPage, IndexedSection, PageRank } from './searchIndex';
import {
  compact,
  fieldWords,
  prefixReaches,
  STOP_WORDS,
  wholeWords,
  type QueryTerm,
} from './searchText';

export const TIER = {
  TITLE_EXACT: 9,
  TITLE_PREFIX: 8,
  TITLE_WORDS: 7,
  NAME_EXACT: 6,
  SECTION_EXACT: 5,
  TITLE_PARTS: 4,
  SECTION_WORDS: 3,
  PAGE_WORDS: 2,
  BODY: 1,
} as const;

const API_SUFFIX = / API$/;
/**
 * What a word found in the title, or in a heading or the description, adds to a page's text
 * score (a word of the text adds about 1 to 8, more when frequent on the page and rare elsewhere).
 */
const TITLE_WORD_WEIGHT = 8;
const SECTION_WORD_WEIGHT = 3;
/** How much of a camelCase title a query must cover for its parts to count as title words. */
export const PART_COVERAGE = 0.5;

export interface PreparedSection {
  section: IndexedSection;
  /** Its position among the page's sections. */
  position: number;
  key: string;
  words: Set<string>;
}

/**
 * A page with what matching needs computed once. A page prepared from term shards holds only the
 * words of the shards loaded: every word a query can ask about is in its own shard, so matching
 * answers as over the whole page.
 */
export interface PreparedPage {
  /** Position in the index: what postings refer to. */
  index: number;
  rank: PageRank;
  /** Compact forms of the title, its aliases, and of both without a trailing ` API`. */
  titleKeys: string[];
  /** Whole words of the titles. */
  titleWords: Set<string>;
  /** Whole words and camelCase parts of the titles. */
  titleParts: Set<string>;
  /** In page order. */
  sections: PreparedSection[];
  /** Whole words of every heading, API name and the description. */
  pageWords: Set<string>;
}

export function prepareSection(section: IndexedSection, position: number): PreparedSection {
  // Whole words only: a part of an API name (`rtl` of `isRtl`) is a word of the page's text.
  return { section, position, key: compact(section.text), words: wholeWords(section.text) };
}

/** Compact titles, their lengths and words: what a page is found by as a title. */
export function titleFacts(titles: readonly string[]): {
  keys: string[];
  words: Set<string>;
  parts: Set<string>;
  length: number;
} {
  const keys = new Set<string>();
  const words = new Set<string>();
  const parts = new Set<string>();
  let length = 0;
  for (const title of titles) {
    keys.add(compact(title));
    const bare = title.replace(API_SUFFIX, '');
    if (bare !== title && bare.trim() !== '') keys.add(compact(bare));
    length = Math.max(length, compact(bare).length);
    for (const word of wholeWords(title)) words.add(word);
    for (const word of fieldWords(title)) parts.add(word);
  }
  keys.delete('');
  return { keys: Array.from(keys), words, parts, length };
}

/** The rank record of a whole page; `order` is its path's position among all paths. */
export function rankOf(page: IndexedPage, order: number): PageRank {
  const facts = titleFacts([page.title, ...page.aliases]);
  const canonical = pathnameToLanguage(page.path).canonicalAs;
  return {
    kind: page.kind,
    translated: page.translated,
    links: page.links,
    titleLength: facts.length,
    titleWordCount: Array.from(facts.words).filter((word) => !STOP_WORDS.has(word)).length,
    titleChars: page.title.length,
    order,
    area: areaOf(canonical),
    product: productOf(canonical),
  };
}

/** A whole page prepared for matching (the index builder, tests). */
export function preparePage(page: IndexedPage, index: number, order = index): PreparedPage {
  const facts = titleFacts([page.title, ...page.aliases]);
  const sections = page.sections.map(prepareSection);
  const pageWords = new Set<string>(wholeWords(page.description));
  for (const section of sections) for (const word of section.words) pageWords.add(word);
  return {
    index,
    rank: rankOf(page, order),
    titleKeys: facts.keys,
    titleWords: facts.words,
    titleParts: facts.parts,
    sections,
    pageWords,
  };
}

/** The words of every title, heading, API name and description: what typos are corrected to. */
export function collectVocabulary(pages: readonly PreparedPage[]): Set<string> {
  const words = new Set<string>();
  for (const page of pages) {
    for (const word of page.titleParts) words.add(word);
    for (const word of page.pageWords) words.add(word);
  }
  return words;
}

export interface PreparedQuery {
  /** The query as typed, trimmed ('' for a corrected spelling). */
  raw: string;
  /** Compact form of the whole query. */
  key: string;
  terms: QueryTerm[];
  /** Some word was replaced by a correction. */
  corrected: boolean;
}

/**
 * Body matches of a query: for each term (by position), the pages whose text has it, with a
 * weight (how often, how rare). Pages absent from a term's map do not have it in their text.
 */
export type BodyMatches = ReadonlyArray<ReadonlyMap<number, number>>;

export interface PageMatch {
  tier: number;
  /** The position of the section the hit opens at, or -1 for the top of the page. */
  section: number;
  corrected: boolean;
  /** How well the page's text answers: body weights of the words, more for words of its title and headings. */
  score: number;
}

/** Whether a term is one of the words (or begins one, for a term still being typed). */
export function termIn(term: QueryTerm, words: ReadonlySet<string>): boolean {
  if (words.has(term.word)) return true;
  if (!term.prefix) return false;
  for (const word of words) if (prefixReaches(term.word, word)) return true;
  return false;
}

function titleTier(page: PreparedPage, query: PreparedQuery): number {
  let tier = 0;
  for (const key of page.titleKeys) {
    if (key === query.key) return TIER.TITLE_EXACT;
    if (key.startsWith(query.key)) tier = TIER.TITLE_PREFIX;
  }
  // The title's words are the query's in other forms (`theme` for Theming): as good as exact.
  const words = new Set(
    query.terms.map((term) => term.word).filter((word) => !STOP_WORDS.has(word)),
  );
  // (titleWords may hold only the words of the shards loaded: the record counts them all.)
  if (
    words.size > 0 &&
    words.size === page.rank.titleWordCount &&
    [...words].every((word) => page.titleWords.has(word))
  ) {
    return TIER.TITLE_EXACT;
  }
  if (tier > 0) return tier;
  if (query.terms.every((term) => termIn(term, page.titleWords))) return TIER.TITLE_WORDS;
  if (!query.terms.every((term) => termIn(term, page.titleParts))) return 0;
  if (query.key.length > PART_COVERAGE * page.rank.titleLength) return TIER.TITLE_WORDS;
  return page.rank.kind === 'type' ? TIER.BODY : TIER.TITLE_PARTS;
}

function sectionMatch(page: PreparedPage, query: PreparedQuery): { tier: number; section: number } {
  let exact = -1;
  let wordsMatch = -1;
  for (const section of page.sections) {
    const i = section.position;
    if (section.key === query.key) {
      if (section.section.text === query.raw) return { tier: TIER.NAME_EXACT, section: i };
      if (exact === -1) exact = i;
    }
    if (exact !== -1 || wordsMatch !== -1) continue;
    let inSection = false;
    const all = query.terms.every((term) => {
      if (termIn(term, section.words)) {
        inSection = true;
        return true;
      }
      return termIn(term, page.titleWords);
    });
    if (all && inSection) wordsMatch = i;
  }
  if (exact !== -1) return { tier: TIER.SECTION_EXACT, section: exact };
  return wordsMatch === -1
    ? { tier: 0, section: -1 }
    : { tier: TIER.SECTION_WORDS, section: wordsMatch };
}

/**
 * How `page` answers `query`, or null when some word of the query is nowhere on it. A title match
 * opens the top of the page; a heading or API name opens its section.
 */
export function matchPage(
  page: PreparedPage,
  query: PreparedQuery,
  body: BodyMatches,
): PageMatch | null {
  if (query.terms.length === 0 || query.key === '') return null;
  let score = 0;
  let inBodyOnly = false;
  for (let t = 0; t < query.terms.length; t += 1) {
    const weight = body[t]?.get(page.index);
    if (weight !== undefined) score += weight;
    const term = query.terms[t];
    if (termIn(term, page.titleParts)) {
      score += TITLE_WORD_WEIGHT;
      continue;
    }
    if (termIn(term, page.pageWords)) {
      score += SECTION_WORD_WEIGHT;
      continue;
    }
    if (weight === undefined) {
      // A word of the query that is nowhere on the page, unless the whole query is one
      // compact name (`MuiButton-root` is three words, one API name).
      if (!page.titleKeys.some((key) => key.startsWith(query.key))) {
        if (!page.sections.some((section) => section.key === query.key)) return null;
      }
    } else {
      inBodyOnly = true;
    }
  }
  const base = { corrected: query.corrected, score };
  const title = titleTier(page, query);
  if (title > TIER.SECTION_EXACT) return { ...base, tier: title, section: -1 };
  const section = sectionMatch(page, query);
  if (section.tier >= title && section.tier > 0) return { ...base, ...section };
  if (title > 0) return { ...base, tier: title, section: -1 };
  return { ...base, tier: inBodyOnly ? TIER.BODY : TIER.PAGE_WORDS, section: -1 };
}
