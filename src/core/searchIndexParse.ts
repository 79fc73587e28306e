/**
 * Reads the search index's files (format: `searchIndex.ts`) back from decoded JSON, checking what
 * it reads: a damaged or foreign file, or one of another build, is an error that names the file,
 * never a broken page.
 */
import {
  PAGE_KINDS,
  POSTING_FIELDS,
  RANK_FIELDS,
  SEARCH_INDEX_FORMAT,
  SECTION_FIELDS,
  SECTION_KINDS,
  type IndexManifest,
  type IndexedSection,
  type PageCard,
  type PageRank,
  type TermShard,
  type WordPosting,
} from './searchIndex';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isIntArray(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((item) => Number.isInteger(item));
}

class IndexFormatError extends Error {
  constructor(file: string, problem: string) {
    super(
      `Search index ${file}: ${problem}. Rebuild the site (npm run build) so that the index matches this version.`,
    );
    this.name = 'IndexFormatError';
  }
}

/** The object of a file of this format and build, or an error naming `file`. */
function checked(file: string, value: unknown, build: string | null): Record<string, unknown> {
  if (!isRecord(value)) throw new IndexFormatError(file, 'it is not a JSON object');
  if (value.format !== SEARCH_INDEX_FORMAT) {
    throw new IndexFormatError(
      file,
      `its format is ${String(value.format)}, not ${SEARCH_INDEX_FORMAT}`,
    );
  }
  if (build !== null && value.build !== build) {
    throw new IndexFormatError(file, `it belongs to build ${String(value.build)}, not ${build}`);
  }
  return value;
}

export function parseManifest(file: string, value: unknown): IndexManifest {
  const { language, build, pageCount, shards } = checked(file, value, null);
  if (
    typeof language !== 'string' ||
    typeof build !== 'string' ||
    typeof pageCount !== 'number' ||
    !Number.isInteger(pageCount) ||
    !isStringArray(shards)
  ) {
    throw new IndexFormatError(file, 'its language, build, page count or shard list is missing');
  }
  return { language, build, pageCount, shards };
}

function parseWords(file: string, value: unknown, pageCount: number): TermShard['words'] {
  if (!isRecord(value)) throw new IndexFormatError(file, 'it has no word list');
  const words: TermShard['words'] = new Map();
  for (const [word, flat] of Object.entries(value)) {
    if (
      !isIntArray(flat) ||
      flat.length % POSTING_FIELDS !== 0 ||
      flat.some((item, i) => item < 0 || (i % POSTING_FIELDS === 0 && item >= pageCount))
    ) {
      throw new IndexFormatError(file, `the postings of "${word}" are malformed`);
    }
    const postings: WordPosting[] = [];
    for (let i = 0; i < flat.length; i += POSTING_FIELDS) {
      postings.push({ page: flat[i], count: flat[i + 1], fields: flat[i + 2] });
    }
    words.set(word, postings);
  }
  return words;
}

function parseTextPages(
  file: string,
  value: unknown,
  words: TermShard['words'],
  pageCount: number,
): TermShard['textPages'] {
  if (!isRecord(value)) throw new IndexFormatError(file, 'it has no page counts of cut words');
  const textPages: TermShard['textPages'] = new Map();
  for (const [word, count] of Object.entries(value)) {
    const kept = words.get(word);
    if (
      kept === undefined ||
      typeof count !== 'number' ||
      !Number.isInteger(count) ||
      count > pageCount ||
      count < kept.filter((posting) => posting.count > 0).length
    ) {
      throw new IndexFormatError(file, `the page count of "${word}" is malformed`);
    }
    textPages.set(word, count);
  }
  return textPages;
}

function parseTitleKeys(file: string, value: unknown, pageCount: number): TermShard['titles'] {
  if (!isRecord(value)) throw new IndexFormatError(file, 'it has no title list');
  const titles: TermShard['titles'] = new Map();
  for (const [key, pages] of Object.entries(value)) {
    if (!isIntArray(pages) || pages.some((page) => page < 0 || page >= pageCount)) {
      throw new IndexFormatError(file, `the pages of the title "${key}" are malformed`);
    }
    titles.set(key, pages);
  }
  return titles;
}

function parseSections(file: string, flat: unknown): TermShard['sections'] {
  if (!Array.isArray(flat) || flat.length % SECTION_FIELDS !== 0) {
    throw new IndexFormatError(file, 'its section list is malformed');
  }
  const sections: TermShard['sections'] = new Map();
  for (let i = 0; i < flat.length; i += SECTION_FIELDS) {
    const [page, position, kindIndex, text, id] = flat.slice(i, i + SECTION_FIELDS) as unknown[];
    const kind = SECTION_KINDS[kindIndex as number];
    if (
      !Number.isInteger(page) ||
      !Number.isInteger(position) ||
      kind === undefined ||
      typeof text !== 'string' ||
      typeof id !== 'string'
    ) {
      throw new IndexFormatError(file, `a section entry is malformed near position ${i}`);
    }
    let own = sections.get(page as number);
    if (!own) {
      own = new Map<number, IndexedSection>();
      sections.set(page as number, own);
    }
    own.set(position as number, { kind, text, id });
  }
  return sections;
}

function parseRanks(file: string, flat: unknown, places: unknown): TermShard['ranks'] {
  if (!isIntArray(flat) || flat.length % RANK_FIELDS !== 0 || !isStringArray(places)) {
    throw new IndexFormatError(file, 'its page ranks are malformed');
  }
  const ranks: TermShard['ranks'] = new Map();
  for (let i = 0; i < flat.length; i += RANK_FIELDS) {
    const [page, kind, translated, links, titleLength, titleWordCount, titleChars, order, place] =
      flat.slice(i, i + RANK_FIELDS);
    const pageKind = PAGE_KINDS[kind];
    const where = places[place];
    if (pageKind === undefined || where === undefined) {
      throw new IndexFormatError(file, `the rank of page ${page} is malformed`);
    }
    const [area, product] = where.split('/');
    const rank: PageRank = {
      kind: pageKind,
      translated: translated === 1,
      links,
      titleLength,
      titleWordCount,
      titleChars,
      order,
      area,
      product: product ?? null,
    };
    ranks.set(page, rank);
  }
  return ranks;
}

/** Reads a decoded term shard of the index `build` with `pageCount` pages. */
export function parseShard(
  file: string,
  value: unknown,
  build: string,
  pageCount: number,
): TermShard {
  const shard = checked(file, value, build);
  const ranks = parseRanks(file, shard.ranks, shard.places);
  const words = parseWords(file, shard.words, pageCount);
  const parsed: TermShard = {
    words,
    textPages: parseTextPages(file, shard.textPages, words, pageCount),
    titles: parseTitleKeys(file, shard.titles, pageCount),
    sections: parseSections(file, shard.sections),
    ranks,
  };
  const named = [
    ...Array.from(parsed.words.values(), (postings) => postings.map((p) => p.page)),
    ...parsed.titles.values(),
    parsed.sections.keys(),
  ];
  for (const pages of named) {
    for (const page of pages) {
      if (!ranks.has(page)) throw new IndexFormatError(file, `page ${page} has no rank`);
    }
  }
  return parsed;
}

/** Reads a decoded card file: the cards of its pages, in page order. */
export function parseCards(file: string, value: unknown, build: string): PageCard[] {
  const { cards } = checked(file, value, build);
  if (!isStringArray(cards) || cards.length % 3 !== 0) {
    throw new IndexFormatError(file, 'its cards are malformed');
  }
  const result: PageCard[] = [];
  for (let i = 0; i < cards.length; i += 3) {
    const path = cards[i];
    if (!path.startsWith('/') || path.startsWith('//')) {
      throw new IndexFormatError(file, `the path ${path} is not a site path`);
    }
    result.push({ path, title: cards[i + 1], description: cards[i + 2] });
  }
  return result;
}
