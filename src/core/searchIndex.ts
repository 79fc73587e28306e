/**
 * The search index's files and their shape: one set per language under `/search-index/<lang>/`.
 * No file holds every page, so that what a query downloads depends on its words, not on the
 * size of the site (docs/search.md#index-format):
 *
 * - `manifest.bin`: the build id, the page count and the list of term shards. Its size depends
 *   on the alphabet, not on the pages.
 * - `terms/<key>.bin`: everything a query needs to rank the pages that have a word beginning with
 *   `key` (`shardKey`: its first two letters, or a bucket for Han and other scripts), namely each
 *   such word with, per page, its count in the text and the fields that hold it (title, title
 *   part, heading / API name / description); the compact titles beginning with `key`; the
 *   headings and API names holding such a word, with their anchors; and the rank record of every
 *   page named in the shard. A word most pages hold keeps only the postings of the pages where it
 *   weighs most (so that no shard outgrows its budget), with its true page count beside them. A one-letter shard (`terms/b.bin`) holds only the compact titles
 *   beginning with that letter, for a query of one letter.
 * - `cards/<n>.bin`: path, title and description of pages `n * CARDS_PER_BLOCK` onwards (pages are
 *   numbered in title order, so that pages a query finds by their title sit in few blocks).
 *   Fetched only for the results shown.
 *
 * Files are gzip-compressed JSON; the client decompresses them (and reads them as they are when a
 * host already undid the compression). The parsers (`searchIndexParse.ts`) check what they read.
 */

export const SEARCH_INDEX_BASE = '/search-index/';

export const SEARCH_INDEX_FORMAT = 3;

/** Pages per card file. */
export const CARDS_PER_BLOCK = 16;

export const PAGE_KINDS = [
  'landing',
  'guide',
  'component',
  'api',
  'subApi',
  'blog',
  'type',
] as const;
/**
 * `landing`: an area's home; `guide`: a Markdown page that is no component page; `component`:
 * `/<area>/react-<name>/`; `api`: an API page; `subApi`: the API page of a sub-component (its
 * name extends another API page's name in the same area: `AutocompleteListbox`); `type`: the API
 * page of a type, whose entries are properties (`GridColDef`, `GridCsvExportOptions`).
 */
export type PageKind = (typeof PAGE_KINDS)[number];

export const SECTION_KINDS = ['heading', 'prop', 'slot', 'class', 'parameter', 'return'] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

export interface IndexedSection {
  kind: SectionKind;
  /** The heading's text, or the API entry's name (`disableElevation`, `MuiButton-root`). */
  text: string;
  /** The element id the section opens at. */
  id: string;
}

/** A page as the export reads it: what the index is built from. */
export interface IndexedPage {
  /** Site path with the language prefix, trailing slash: `/zh/material-ui/react-button/`. */
  path: string;
  title: string;
  /** Other names the page is found by: the English title of a translated page. */
  aliases: string[];
  kind: PageKind;
  /** The page's text is in the index's language (always true in English). */
  translated: boolean;
  /** Links to the page from the text of other pages: a measure of how central it is. */
  links: number;
  description: string;
  sections: IndexedSection[];
}

/** What ranking needs of a page besides its words: carried by every shard that names it. */
export interface PageRank {
  kind: PageKind;
  translated: boolean;
  links: number;
  /** Length of the longest compact title without ` API`. */
  titleLength: number;
  /** Whole words of the title and aliases. */
  titleWordCount: number;
  /** Characters of the title. */
  titleChars: number;
  /** Position of the page's path among all paths: the last tie-break. */
  order: number;
  area: string;
  product: string | null;
}

/** What a result shows of its page. */
export interface PageCard {
  path: string;
  title: string;
  description: string;
}

/** Bits of a word posting's `fields`: where on the page, besides its text, the word is. */
export const FIELD = {
  /** A whole word of the title or an alias. */
  TITLE_WORD: 1,
  /** A word or camelCase part of the title or an alias. */
  TITLE_PART: 2,
  /** A whole word of a heading, an API name or the description. */
  PAGE_WORD: 4,
} as const;

export interface WordPosting {
  page: number;
  /** Occurrences in the page's text (0: only in its fields). */
  count: number;
  fields: number;
}

export interface IndexManifest {
  language: string;
  /** Changes with the content; every other file carries the same id. */
  build: string;
  pageCount: number;
  /** The term shard keys that exist. */
  shards: string[];
}

export interface TermShard {
  words: Map<string, WordPosting[]>;
  /**
   * For a word whose postings were cut to the pages where it weighs most: how many pages' text
   * holds it in all (what ranking weighs it by). Other words hold every page in `words`.
   */
  textPages: Map<string, number>;
  /** Compact titles (and aliases, with and without ` API`) and the pages that have them. */
  titles: Map<string, number[]>;
  /** Per page, the sections this shard knows, by their position on the page. */
  sections: Map<number, Map<number, IndexedSection>>;
  ranks: Map<number, PageRank>;
}

/**
 * The serialised forms: flat arrays, not objects, to keep the files small.
 * - `words`: per word, `page, count, fields, page, count, fields…`;
 * - `textPages`: per word whose postings were cut, the number of pages whose text holds it;
 * - `titles`: per compact title, its pages;
 * - `sections`: `page, position, kind, text, id, page, position…`;
 * - `ranks`: `page, kind, translated, links, titleLength, titleWordCount, titleChars, order,
 *   place…` where place indexes `places` (`area` or `area/product`).
 */
export interface SerializedShard {
  format: number;
  build: string;
  words: Record<string, number[]>;
  textPages: Record<string, number>;
  titles: Record<string, number[]>;
  sections: (string | number)[];
  places: string[];
  ranks: number[];
}

export interface SerializedManifest extends IndexManifest {
  format: number;
}

export interface SerializedCards {
  format: number;
  build: string;
  /** `path, title, description` per page of the block. */
  cards: string[];
}

export const RANK_FIELDS = 9;
export const SECTION_FIELDS = 5;
export const POSTING_FIELDS = 3;

export function manifestUrl(language: string): string {
  return `${SEARCH_INDEX_BASE}${language}/manifest.bin`;
}

export function shardUrl(language: string, key: string): string {
  return `${SEARCH_INDEX_BASE}${language}/terms/${key}.bin`;
}

export function cardsUrl(language: string, block: number): string {
  return `${SEARCH_INDEX_BASE}${language}/cards/${block}.bin`;
}

export function blockOf(page: number): number {
  return Math.floor(page / CARDS_PER_BLOCK);
}

/**
 * The shard a word lives in: its first two letters for Latin words and digits (a one-letter word
 * has none: it is found by the compact titles of its letter's shard only), `h<n>` for others.
 */
export function shardKey(word: string): string | null {
  if (/^[a-z0-9]{2}/.test(word)) return word.slice(0, 2);
  if (/^[a-z0-9]/.test(word)) return null;
  const code = word.codePointAt(0);
  return code === undefined ? null : `h${code % 64}`;
}

/** The one-letter shard of a compact title or query (`b` for `button`), or null. */
export function letterKey(compactText: string): string | null {
  return /^[a-z0-9]/.test(compactText) ? compactText.slice(0, 1) : null;
}

/** The shard a compact query key's titles are in: its word shard, or its letter's. */
export function titleShardKey(compactText: string): string | null {
  return shardKey(compactText) ?? letterKey(compactText);
}
