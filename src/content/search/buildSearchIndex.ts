/**
 * Builds one language's search index from its exported pages (format: src/core/searchIndex.ts):
 * the manifest, the term shards and the card files. Pages are numbered in title order, so that
 * the pages a query finds by title share few card files. Plain data in, plain data out; the
 * export step writes and compresses the files.
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
import { preparePage } from '@/core/searchMatch';
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

/** Links to each canonical path from the content of other pages (any language). */
export function countLinks(pages: readonly ExportedPage[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const page of pages) {
    const from = pathnameToLanguage(page.path).canonicalAs;
    for (const target of new Set(page.links.map((link) => pathnameToLanguage(link).canonicalAs))) {
      if (target === from) continue;
      counts.set(target, (counts.get(target) ?? 0) + 1);
    }
  }
  return counts;
}

/** Words of a page's text with how often each occurs. */
function wordCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of textWords(text)) {
    if (word.length > MAX_WORD_LENGTH || STOP_WORDS.has(word) || shardKey(word) === null) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

function byString(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The index of `language` from its pages (the same export gives the same files). `links` counts
 * links between pages, from `countLinks` over every language. `englishTitles` gives translated
 * pages the English title of their canonical page as an alias.
 */
/**
 * The name a component page's URL gives it, when it differs from its title: readers call
 * /material-ui/react-radio-button/ (titled Radio Group) a radio button. Null for other paths.
 */
export function componentSlugTitle(pagePath: string): string | null {
  const match = /\/react-([a-z0-9-]+)\/$/.exec(pagePath);
  return match ? match[1].split('-').join(' ') : null;
}

export function buildSearchIndex(
  language: string,
  exported: readonly ExportedPage[],
  links: ReadonlyMap<string, number>,
  englishTitles: ReadonlyMap<string, string>,
): BuiltIndex {
  const byPath = [...exported].sort((a, b) => byString(a.path, b.path));
  const kinds = markSubComponents(
    byPath.map((page) => ({
      group: `${areaOf(page.path)}/${productOf(page.path) ?? ''}`,
      title: page.title,
      kind: pageKindOf(page.path),
    })),
  );
  const indexed = byPath.map((page, order) => {
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
    return { entry, order, text: page.text };
  });
  // Title order: a query's title matches (`Button`, `ButtonBase`, `ButtonGroup`) sit together.
  indexed.sort(
    (a, b) => byString(compact(a.entry.title), compact(b.entry.title)) || a.order - b.order,
  );
  const pages = indexed.map(({ entry, order }, index) => preparePage(entry, index, order));
  const bodyWords = indexed.map(({ text }) => wordCounts(text));

  const build = createHash('sha256')
    .update(JSON.stringify(indexed.map(({ entry }) => entry)))
    .update(JSON.stringify(bodyWords.map((counts) => Array.from(counts))))
    .digest('hex')
    .slice(0, 12);
  const shards = buildTermShards(pages, bodyWords, build);
  const cards: SerializedCards[] = [];
  for (let start = 0; start < indexed.length; start += CARDS_PER_BLOCK) {
    cards.push({
      format: SEARCH_INDEX_FORMAT,
      build,
      cards: indexed
        .slice(start, start + CARDS_PER_BLOCK)
        .flatMap(({ entry }) => [entry.path, entry.title, entry.description]),
    });
  }
  return {
    manifest: {
      format: SEARCH_INDEX_FORMAT,
      language,
      build,
      pageCount: pages.length,
      shards: Array.from(shards.keys()).sort(),
    },
    shards,
    cards,
  };
}
