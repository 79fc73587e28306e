/**
 * The search index's files and their shape: one per language under `/search-index/<lang>/`.
 *
 * - `titles.bin`: every page with its title, kind, description, headings and API names (props,
 *   slots, CSS classes), each with its anchor. Loaded when the dialog opens; enough to rank every
 *   title, heading and API-name match.
 * - `body/<key>.bin`: the words of the pages' text, split by their first two letters
 *   (`shardKey`), each word with the pages it occurs in and how often. A query loads the shards of
 *   its own words only.
 *
 * Files are gzip-compressed JSON, so that they download small from any host; the client
 * decompresses them (and reads them as they are when a host already undid the compression).
 * `parseTitles` and `parseShard` check what they read: a damaged or foreign file is an error
 * that names the file, never a broken page.
 */

export const SEARCH_INDEX_BASE = '/search-index/';

export const SEARCH_INDEX_FORMAT = 1;

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

export interface TitlesIndex {
  language: string;
  /** Changes with the content; every body shard carries the same id. */
  build: string;
  /** The body shard keys that exist. */
  shards: string[];
  pages: IndexedPage[];
}

/** Postings of one word: page index, count, page index, count… */
export type Postings = number[];

export interface BodyShard {
  build: string;
  words: Record<string, Postings>;
}

/**
 * The serialised forms: arrays, not objects, to keep the files small.
 * A page is `[path, title, kind, flags, links, description, aliases, sections]` where flags
 * bit 0 is `translated` and sections is a flat list `[kind, text, id, kind, text, id…]`.
 */
export type SerializedPage = [
  string,
  string,
  number,
  number,
  number,
  string,
  string[],
  (string | number)[],
];

export interface SerializedTitles {
  format: number;
  language: string;
  build: string;
  shards: string[];
  pages: SerializedPage[];
}

export interface SerializedShard {
  format: number;
  build: string;
  words: Record<string, Postings>;
}

export function titlesUrl(language: string): string {
  return `${SEARCH_INDEX_BASE}${language}/titles.bin`;
}

export function shardUrl(language: string, key: string): string {
  return `${SEARCH_INDEX_BASE}${language}/body/${key}.bin`;
}

/**
 * The shard a word's postings live in: its first two letters for Latin words and digits
 * (a one-letter word has no shard: the body index leaves such words out), `h<n>` for others.
 */
export function shardKey(word: string): string | null {
  if (/^[a-z0-9]{2}/.test(word)) return word.slice(0, 2);
  if (/^[a-z0-9]/.test(word)) return null;
  const code = word.codePointAt(0);
  return code === undefined ? null : `h${code % 64}`;
}

export function serializePage(page: IndexedPage): SerializedPage {
  const sections: (string | number)[] = [];
  for (const section of page.sections) {
    sections.push(SECTION_KINDS.indexOf(section.kind), section.text, section.id);
  }
  return [
    page.path,
    page.title,
    PAGE_KINDS.indexOf(page.kind),
    page.translated ? 1 : 0,
    page.links,
    page.description,
    page.aliases,
    sections,
  ];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

class IndexFormatError extends Error {
  constructor(file: string, problem: string) {
    super(
      `Search index ${file}: ${problem}. Rebuild the site (npm run build) so that the index matches this version.`,
    );
    this.name = 'IndexFormatError';
  }
}

function parseSections(file: string, flat: unknown): IndexedSection[] {
  if (!Array.isArray(flat) || flat.length % 3 !== 0) {
    throw new IndexFormatError(file, 'a page has a malformed section list');
  }
  const sections: IndexedSection[] = [];
  for (let i = 0; i < flat.length; i += 3) {
    const kind = SECTION_KINDS[flat[i] as number];
    const text: unknown = flat[i + 1];
    const id: unknown = flat[i + 2];
    if (kind === undefined || typeof text !== 'string' || typeof id !== 'string') {
      throw new IndexFormatError(file, `a section entry is malformed near position ${i}`);
    }
    sections.push({ kind, text, id });
  }
  return sections;
}

function parsePage(file: string, value: unknown, position: number): IndexedPage {
  if (!Array.isArray(value) || value.length !== 8) {
    throw new IndexFormatError(file, `page ${position} is not an 8-item list`);
  }
  const [path, title, kind, flags, links, description, aliases, sections] = value as unknown[];
  const pageKind = PAGE_KINDS[kind as number];
  if (
    typeof path !== 'string' ||
    !path.startsWith('/') ||
    path.startsWith('//') ||
    typeof title !== 'string' ||
    pageKind === undefined ||
    typeof flags !== 'number' ||
    typeof links !== 'number' ||
    typeof description !== 'string' ||
    !isStringArray(aliases)
  ) {
    throw new IndexFormatError(file, `page ${position} has a field of the wrong type`);
  }
  return {
    path,
    title,
    aliases,
    kind: pageKind,
    translated: (flags & 1) === 1,
    links,
    description,
    sections: parseSections(file, sections),
  };
}

/** Reads a decoded titles file; throws an error naming `file` when it is not one. */
export function parseTitles(file: string, value: unknown): TitlesIndex {
  if (!isRecord(value)) throw new IndexFormatError(file, 'it is not a JSON object');
  if (value.format !== SEARCH_INDEX_FORMAT) {
    throw new IndexFormatError(
      file,
      `its format is ${String(value.format)}, not ${SEARCH_INDEX_FORMAT}`,
    );
  }
  const { language, build, shards, pages } = value;
  if (typeof language !== 'string' || typeof build !== 'string' || !isStringArray(shards)) {
    throw new IndexFormatError(file, 'its language, build or shard list is missing');
  }
  if (!Array.isArray(pages)) throw new IndexFormatError(file, 'it has no page list');
  return {
    language,
    build,
    shards,
    pages: pages.map((page, position) => parsePage(file, page, position)),
  };
}

/**
 * Reads a decoded body shard of an index with `pageCount` pages; throws an error naming `file`
 * when it is not one, or belongs to another build.
 */
export function parseShard(
  file: string,
  value: unknown,
  build: string,
  pageCount: number,
): BodyShard {
  if (!isRecord(value) || value.format !== SEARCH_INDEX_FORMAT || !isRecord(value.words)) {
    throw new IndexFormatError(file, 'it is not a body shard');
  }
  if (value.build !== build) {
    throw new IndexFormatError(file, `it belongs to build ${String(value.build)}, not ${build}`);
  }
  const words: Record<string, Postings> = {};
  for (const [word, postings] of Object.entries(value.words)) {
    if (
      !Array.isArray(postings) ||
      postings.length % 2 !== 0 ||
      !postings.every(
        (item, i) =>
          typeof item === 'number' && Number.isInteger(item) && (i % 2 === 1 || item < pageCount),
      )
    ) {
      throw new IndexFormatError(file, `the postings of "${word}" are malformed`);
    }
    words[word] = postings as Postings;
  }
  return { build, words };
}
