/**
 * The term shards of one language's index (format: src/core/searchIndex.ts) from its prepared
 * pages and the word counts of their text: each word in the shard of its first letters with,
 * per page, its count and the fields that hold it; each compact title in the shard of its first
 * two letters and of its first letter; each heading or API name in the shards of its words and
 * of its compact form; the rank record of every page a shard names.
 *
 * A shard is built from a draft: `fieldDrafts` adds what the pages' titles, headings and API
 * names give, `addBodyWord` each word of a page's text, in any order, and `serializeShard` writes
 * it, cutting the postings of its most common words until the compressed file fits in
 * `SHARD_BUDGET_BYTES`. The export builds drafts one shard at a time from postings spilled to disk
 * (streamSearchIndex.ts); `buildTermShards` builds them all in memory, with the same result.
 */
import {
  FIELD,
  PAGE_KINDS,
  POSTING_FIELDS,
  SEARCH_INDEX_FORMAT,
  SECTION_KINDS,
  letterKey,
  shardKey,
  type PageRank,
  type SerializedShard,
} from '@/core/searchIndex';
import type { PreparedPage } from '@/core/searchMatch';
import { encodeIndexFile } from './indexFile';

/**
 * The size (gzip) a term shard file is cut to. A query downloads one per word, and a first query
 * one shard beside about 65 KiB of dialog code, font and cards: 80 KiB keeps it within its 150 KiB
 * budget, and every shard far within the 256 KiB budget of any term shard (bench/budgets.json).
 * At 256 KiB, the 10,000-page corpus's `bu` shard made the first query for `Button` 232 KiB.
 */
export const SHARD_BUDGET_BYTES = 80 * 1024;

interface Posting {
  count: number;
  fields: number;
}

export interface ShardDraft {
  words: Map<string, Map<number, Posting>>;
  titles: Map<string, Set<number>>;
  sections: Map<number, Set<number>>;
}

export function emptyDraft(): ShardDraft {
  return { words: new Map(), titles: new Map(), sections: new Map() };
}

function draftOf(drafts: Map<string, ShardDraft>, key: string): ShardDraft {
  let draft = drafts.get(key);
  if (!draft) {
    draft = emptyDraft();
    drafts.set(key, draft);
  }
  return draft;
}

function addPosting(draft: ShardDraft, word: string, page: number, change: Partial<Posting>): void {
  let postings = draft.words.get(word);
  if (!postings) {
    postings = new Map();
    draft.words.set(word, postings);
  }
  const posting = postings.get(page) ?? { count: 0, fields: 0 };
  posting.count += change.count ?? 0;
  posting.fields |= change.fields ?? 0;
  postings.set(page, posting);
}

function addWord(
  drafts: Map<string, ShardDraft>,
  word: string,
  page: number,
  change: Partial<Posting>,
): void {
  const key = shardKey(word);
  if (key !== null) addPosting(draftOf(drafts, key), word, page, change);
}

/** Adds that `word` (of the draft's shard) occurs `count` times in the text of `page`. */
export function addBodyWord(draft: ShardDraft, word: string, page: number, count: number): void {
  addPosting(draft, word, page, { count });
}

function addSection(draft: ShardDraft, page: number, position: number): void {
  const own = draft.sections.get(page) ?? new Set<number>();
  own.add(position);
  draft.sections.set(page, own);
}

function placeOf(rank: PageRank): string {
  return rank.product === null ? rank.area : `${rank.area}/${rank.product}`;
}

/**
 * The postings of a word kept when a shard must shrink to `cap` per word: those whose page has it
 * in a field (title, heading, API name, description) first, then those where it occurs most;
 * returned in page order.
 */
export function bestPostings(
  postings: ReadonlyMap<number, Posting>,
  cap: number,
): [number, Posting][] {
  const entries = Array.from(postings.entries());
  if (entries.length > cap) {
    entries.sort(
      ([pageA, a], [pageB, b]) =>
        Number(b.fields !== 0) - Number(a.fields !== 0) || b.count - a.count || pageA - pageB,
    );
    entries.length = cap;
  }
  return entries.sort(([a], [b]) => a - b);
}

function serialize(
  draft: ShardDraft,
  pages: readonly PreparedPage[],
  build: string,
  cap: number,
): SerializedShard {
  const byIndex = (a: number, b: number): number => a - b;
  const named = new Set<number>();
  const words: Record<string, number[]> = {};
  const textPages: Record<string, number> = {};
  for (const word of Array.from(draft.words.keys()).sort()) {
    const postings = draft.words.get(word) ?? new Map<number, Posting>();
    const kept = bestPostings(postings, cap);
    if (kept.length < postings.size) {
      textPages[word] = Array.from(postings.values()).filter((posting) => posting.count > 0).length;
    }
    words[word] = kept.flatMap(([page, posting]) => {
      named.add(page);
      return [page, posting.count, posting.fields];
    });
  }
  const titles: Record<string, number[]> = {};
  for (const key of Array.from(draft.titles.keys()).sort()) {
    titles[key] = Array.from(draft.titles.get(key) ?? []).sort(byIndex);
    for (const page of titles[key]) named.add(page);
  }
  const sections: (string | number)[] = [];
  for (const page of Array.from(draft.sections.keys()).sort(byIndex)) {
    // A cut shard keeps the headings and API names of the pages it still names: the others'
    // would make it as large as before (every page's heading holding a common word).
    if (cap !== Infinity && !named.has(page)) continue;
    named.add(page);
    for (const position of Array.from(draft.sections.get(page) ?? []).sort(byIndex)) {
      const { kind, text, id } = pages[page].sections[position].section;
      sections.push(page, position, SECTION_KINDS.indexOf(kind), text, id);
    }
  }
  const places: string[] = [];
  const ranks: number[] = [];
  for (const page of Array.from(named).sort(byIndex)) {
    const rank = pages[page].rank;
    const place = placeOf(rank);
    if (!places.includes(place)) places.push(place);
    ranks.push(
      page,
      PAGE_KINDS.indexOf(rank.kind),
      rank.translated ? 1 : 0,
      rank.links,
      rank.titleLength,
      rank.titleWordCount,
      rank.titleChars,
      rank.order,
      places.indexOf(place),
    );
  }
  return {
    format: SEARCH_INDEX_FORMAT,
    build,
    words,
    textPages,
    titles,
    sections,
    places,
    ranks,
  };
}

/**
 * The shard of a draft, its most common words cut to their best pages (`bestPostings`), and its
 * sections to those of the pages still named, as far as needed for the compressed file to fit in
 * `budget` bytes: each round cuts the longest posting
 * lists to at most 70% of the longest. Words keep their true page count (`textPages`) for ranking.
 */
export function serializeShard(
  draft: ShardDraft,
  pages: readonly PreparedPage[],
  build: string,
  budget = SHARD_BUDGET_BYTES,
): SerializedShard {
  let cap = Infinity;
  for (;;) {
    const shard = serialize(draft, pages, build, cap);
    // A file's gzip is never near its raw size for JSON: only a large shard is compressed to check.
    if (Buffer.byteLength(JSON.stringify(shard)) <= budget) return shard;
    const bytes = encodeIndexFile(shard).length;
    if (bytes <= budget) return shard;
    const longest = Math.max(
      ...Object.values(shard.words).map((flat) => flat.length / POSTING_FIELDS),
    );
    if (longest <= 1) return shard;
    // Cut at least to 70% of the longest list; further when the file is far over its budget.
    cap = Math.floor(longest * Math.min(0.7, (0.9 * budget) / bytes));
  }
}

/**
 * The drafts of every shard with what the pages' titles, title parts, headings, API names and
 * descriptions give (prepared whole, `pages[i].index === i`); body words are added to them.
 */
export function fieldDrafts(pages: readonly PreparedPage[]): Map<string, ShardDraft> {
  const drafts = new Map<string, ShardDraft>();
  pages.forEach((page, index) => {
    for (const word of page.titleWords) addWord(drafts, word, index, { fields: FIELD.TITLE_WORD });
    for (const word of page.titleParts) addWord(drafts, word, index, { fields: FIELD.TITLE_PART });
    for (const word of page.pageWords) addWord(drafts, word, index, { fields: FIELD.PAGE_WORD });
    for (const key of page.titleKeys) {
      for (const shard of new Set([shardKey(key), letterKey(key)])) {
        if (shard === null) continue;
        const draft = draftOf(drafts, shard);
        draft.titles.set(key, (draft.titles.get(key) ?? new Set()).add(index));
      }
    }
    for (const section of page.sections) {
      const keys = new Set([shardKey(section.key), ...Array.from(section.words, shardKey)]);
      for (const key of keys) {
        if (key !== null) addSection(draftOf(drafts, key), index, section.position);
      }
    }
  });
  return drafts;
}

/**
 * The shards of `pages` (prepared whole, `pages[i].index === i`), where `bodyWords[i]` counts
 * the words of page i's text. `build` names the index they belong to.
 */
export function buildTermShards(
  pages: readonly PreparedPage[],
  bodyWords: readonly ReadonlyMap<string, number>[],
  build: string,
): Map<string, SerializedShard> {
  const drafts = fieldDrafts(pages);
  bodyWords.forEach((counts, index) => {
    for (const [word, count] of counts) addWord(drafts, word, index, { count });
  });
  const shards = new Map<string, SerializedShard>();
  for (const key of Array.from(drafts.keys()).sort()) {
    const draft = drafts.get(key);
    if (draft) shards.set(key, serializeShard(draft, pages, build));
  }
  return shards;
}
