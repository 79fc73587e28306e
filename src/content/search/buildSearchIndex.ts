/**
 * Builds one language's search index from its exported pages (format: src/core/searchIndex.ts):
 * the manifest, the term shards and the card files. Pages are numbered in title order, so that
 * the pages a query finds by title share few card files. Plain data in, plain data out; the
 * export step writes and compresses the files. The pieces (page numbering, build id, cards,
 * manifest) are shared with the export's streaming build (streamSearchIndex.ts).
 */
import { createHash } from 'node:crypto';
import { pathnameToLanguage } from '@/core/language';
import { areaOf, productOf } from '@/core/searchAreas';
import {
  CARDS_PER_BLOCK,
  SEARCH_INDEX_FORMAT,
  shardKey,
  type IndexedPage,
  type SerializedCards,
  type SerializedManifest,
  type SerializedShard,
} from '@/core/searchIndex';
import { preparePage, type PreparedPage } from '@/core/searchMatch';
import { markSubComponents, pageKindOf } from '@/core/searchPageKind';
import { compact, textWords } from '@/core/searchText';
import type { ExportedPage } from './readExportedPage';
import { buildTermShards } from './termShards';

/** Words too common to tell pages apart; they are left out of the body index. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be but by can do does for from has have how if in into is it its of on ' +
    'or so than that the their them then there these they this to too was we were when which ' +
    'while will with you your'
  ).split(' '),
);
/** Longer "words" are minified code or data, not something a reader types. */
const MAX_WORD_LENGTH = 40;

export interface BuiltIndex {
  manifest: SerializedManifest;
  shards: Map<string, SerializedShard>;
  cards: SerializedCards[];
}

/** What the index keeps of a page besides its text: held for every page while the index is built. */
export type PageMeta = Omit<ExportedPage, 'text' | 'links'>;

/** Counts the links of `page`'s content into `counts` (see `countLinks`). */
export function addPageLinks(counts: Map<string, number>, page: ExportedPage): void {
  const from = pathnameToLanguage(page.path).canonicalAs;
  for (const target of new Set(page.links.map((link) => pathnameToLanguage(link).canonicalAs))) {
    if (target === from) continue;
    counts.set(target, (counts.get(target) ?? 0) + 1);
  }
}

/** Links to each canonical path from the content of other pages (any language). */
export function countLinks(pages: readonly ExportedPage[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const page of pages) addPageLinks(counts, page);
  return counts;
}

/** Words of a page's text with how often each occurs, in the order they first occur. */
export function wordCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of textWords(text)) {
    if (word.length > MAX_WORD_LENGTH || STOP_WORDS.has(word) || shardKey(word) === null) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

/** A digest of a page's word counts: what the build id takes of its text. */
export function bodyDigest(counts: ReadonlyMap<string, number>): string {
  return createHash('sha256')
    .update(JSON.stringify(Array.from(counts)))
    .digest('hex')
    .slice(0, 32);
}

/** The English titles of a site's canonical paths, the alias of their translations. */
export function englishTitlesOf(pages: Iterable<PageMeta>): Map<string, string> {
  const titles = new Map<string, string>();
  for (const page of pages) {
    if (page.language === 'en') titles.set(pathnameToLanguage(page.path).canonicalAs, page.title);
  }
  return titles;
}

function byString(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The name a component page's URL gives it, when it differs from its title: readers call
 * /material-ui/react-radio-button/ (titled Radio Group) a radio button. Null for other paths.
 */
export function componentSlugTitle(pagePath: string): string | null {
  const match = /\/react-([a-z0-9-]+)\/$/.exec(pagePath);
  return match ? match[1].split('-').join(' ') : null;
}

export interface IndexedPages {
  /** The pages' entries, in index order (title order). */
  entries: IndexedPage[];
  pages: PreparedPage[];
  /** Per index, the position of the page in the list it was made from. */
  sourceOf: number[];
}

/**
 * One language's pages numbered as the index numbers them, in title order, so that a query's
 * title matches (`Button`, `ButtonBase`, `ButtonGroup`) sit together. `links` counts links
 * between pages, from `countLinks` over every language. `englishTitles` gives translated pages
 * the English title of their canonical page as an alias.
 */
export function indexPages(
  metas: readonly PageMeta[],
  links: ReadonlyMap<string, number>,
  englishTitles: ReadonlyMap<string, string>,
): IndexedPages {
  const byPath = metas
    .map((page, source) => ({ page, source }))
    .sort((a, b) => byString(a.page.path, b.page.path));
  const kinds = markSubComponents(
    byPath.map(({ page }) => ({
      group: `${areaOf(page.path)}/${productOf(page.path) ?? ''}`,
      title: page.title,
      kind: pageKindOf(page.path),
    })),
  );
  const indexed = byPath.map(({ page, source }, order) => {
    const canonical = pathnameToLanguage(page.path).canonicalAs;
    const english = englishTitles.get(canonical);
    const slug = kinds[order] === 'component' ? componentSlugTitle(page.path) : null;
    const aliases = [english, slug].filter(
      (alias): alias is string =>
        alias !== undefined && alias !== null && compact(alias) !== compact(page.title),
    );
    const entry: IndexedPage = {
      path: page.path,
      title: page.title,
      aliases: Array.from(new Set(aliases)),
      // A type's API page lists properties (`#property-<name>`), a component's props.
      kind: page.sections.some((section) => section.id.startsWith('property-'))
        ? 'type'
        : kinds[order],
      translated: page.translated,
      links: links.get(canonical) ?? 0,
      description: page.description,
      sections: page.sections,
    };
    return { entry, order, source };
  });
  indexed.sort(
    (a, b) => byString(compact(a.entry.title), compact(b.entry.title)) || a.order - b.order,
  );
  return {
    entries: indexed.map(({ entry }) => entry),
    pages: indexed.map(({ entry, order }, index) => preparePage(entry, index, order)),
    sourceOf: indexed.map(({ source }) => source),
  };
}

/** The build id: changes with any page's entry or text. `digests` are `bodyDigest`s in index order. */
export function buildIdOf(entries: readonly IndexedPage[], digests: readonly string[]): string {
  const hash = createHash('sha256').update(JSON.stringify(entries));
  for (const digest of digests) hash.update(digest);
  return hash.digest('hex').slice(0, 12);
}

/** The card files of the pages, `CARDS_PER_BLOCK` per file, in index order. */
export function cardFilesOf(entries: readonly IndexedPage[], build: string): SerializedCards[] {
  const cards: SerializedCards[] = [];
  for (let start = 0; start < entries.length; start += CARDS_PER_BLOCK) {
    cards.push({
      format: SEARCH_INDEX_FORMAT,
      build,
      cards: entries
        .slice(start, start + CARDS_PER_BLOCK)
        .flatMap((entry) => [entry.path, entry.title, entry.description]),
    });
  }
  return cards;
}

export function manifestOf(
  language: string,
  build: string,
  pageCount: number,
  shardKeys: Iterable<string>,
): SerializedManifest {
  return {
    format: SEARCH_INDEX_FORMAT,
    language,
    build,
    pageCount,
    shards: Array.from(shardKeys).sort(),
  };
}

/**
 * The index of `language` from its pages, all in memory (the same export gives the same files).
 * The export streams its pages instead (streamSearchIndex.ts), with the same result.
 */
export function buildSearchIndex(
  language: string,
  exported: readonly ExportedPage[],
  links: ReadonlyMap<string, number>,
  englishTitles: ReadonlyMap<string, string>,
): BuiltIndex {
  const { entries, pages, sourceOf } = indexPages(exported, links, englishTitles);
  const bodyWords = sourceOf.map((source) => wordCounts(exported[source].text));
  const build = buildIdOf(entries, bodyWords.map(bodyDigest));
  const shards = buildTermShards(pages, bodyWords, build);
  return {
    manifest: manifestOf(language, build, pages.length, shards.keys()),
    shards,
    cards: cardFilesOf(entries, build),
  };
}
