/**
 * Builds one language's search index from its exported pages: the titles file (every page with
 * its kind, description, headings and API entries) and the body shards (each word of the pages'
 * text with the pages it occurs in, split by shard key). Plain data in, plain data out; the
 * export step writes and compresses the files.
 */
import { createHash } from 'node:crypto';
import { pathnameToLanguage } from '@/core/language';
import { areaOf, productOf } from '@/core/searchAreas';
import {
  SEARCH_INDEX_FORMAT,
  serializePage,
  shardKey,
  type IndexedPage,
  type Postings,
  type SerializedShard,
  type SerializedTitles,
} from '@/core/searchIndex';
import { markSubComponents, pageKindOf } from '@/core/searchPageKind';
import { textWords } from '@/core/searchText';
import type { ExportedPage } from './readExportedPage';

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
  titles: SerializedTitles;
  shards: Map<string, SerializedShard>;
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

/**
 * The index of `language` from its pages (sorted by path, so that the same export gives the
 * same files). `links` counts links between pages, from `countLinks` over every language.
 * `englishTitles` gives translated pages the English title of their canonical page as an alias.
 */
export function buildSearchIndex(
  language: string,
  exported: readonly ExportedPage[],
  links: ReadonlyMap<string, number>,
  englishTitles: ReadonlyMap<string, string>,
): BuiltIndex {
  const sorted = [...exported].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const kinds = markSubComponents(
    sorted.map((page) => ({
      group: `${areaOf(page.path)}/${productOf(page.path) ?? ''}`,
      title: page.title,
      kind: pageKindOf(page.path),
    })),
  );
  const pages: IndexedPage[] = sorted.map((page, i) => {
    const canonical = pathnameToLanguage(page.path).canonicalAs;
    const english = englishTitles.get(canonical);
    return {
      path: page.path,
      title: page.title,
      aliases: english !== undefined && english !== page.title ? [english] : [],
      // A type's API page lists properties (`#property-<name>`), a component's props.
      kind: page.sections.some((section) => section.id.startsWith('property-')) ? 'type' : kinds[i],
      translated: page.translated,
      links: links.get(canonical) ?? 0,
      description: page.description,
      sections: page.sections,
    };
  });

  const postings = new Map<string, Postings>();
  sorted.forEach((page, i) => {
    for (const [word, count] of wordCounts(page.text)) {
      const list = postings.get(word);
      if (list) list.push(i, count);
      else postings.set(word, [i, count]);
    }
  });
  const serializedPages = pages.map(serializePage);
  const build = createHash('sha256')
    .update(JSON.stringify(serializedPages))
    .update(JSON.stringify(Array.from(postings)))
    .digest('hex')
    .slice(0, 12);

  const shards = new Map<string, SerializedShard>();
  for (const word of Array.from(postings.keys()).sort()) {
    const key = shardKey(word);
    if (key === null) continue;
    let shard = shards.get(key);
    if (!shard) {
      shard = { format: SEARCH_INDEX_FORMAT, build, words: {} };
      shards.set(key, shard);
    }
    shard.words[word] = postings.get(word) ?? [];
  }
  return {
    titles: {
      format: SEARCH_INDEX_FORMAT,
      language,
      build,
      shards: Array.from(shards.keys()).sort(),
      pages: serializedPages,
    },
    shards,
  };
}
