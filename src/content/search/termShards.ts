/**
 * The term shards of one language's index (format: src/core/searchIndex.ts) from its prepared
 * pages and the word counts of their text: each word in the shard of its first letters with,
 * per page, its count and the fields that hold it; each compact title in the shard of its first
 * two letters and of its first letter; each heading or API name in the shards of its words and
 * of its compact form; the rank record of every page a shard names.
 */
import {
  FIELD,
  PAGE_KINDS,
  SEARCH_INDEX_FORMAT,
  SECTION_KINDS,
  letterKey,
  shardKey,
  type PageRank,
  type SerializedShard,
} from '@/core/searchIndex';
import type { PreparedPage } from '@/core/searchMatch';

interface Posting {
  count: number;
  fields: number;
}

interface ShardDraft {
  words: Map<string, Map<number, Posting>>;
  titles: Map<string, Set<number>>;
  sections: Map<number, Set<number>>;
  pages: Set<number>;
}

function draftOf(drafts: Map<string, ShardDraft>, key: string): ShardDraft {
  let draft = drafts.get(key);
  if (!draft) {
    draft = { words: new Map(), titles: new Map(), sections: new Map(), pages: new Set() };
    drafts.set(key, draft);
  }
  return draft;
}

function addWord(
  drafts: Map<string, ShardDraft>,
  word: string,
  page: number,
  change: Partial<Posting>,
): void {
  const key = shardKey(word);
  if (key === null) return;
  const draft = draftOf(drafts, key);
  let postings = draft.words.get(word);
  if (!postings) {
    postings = new Map();
    draft.words.set(word, postings);
  }
  const posting = postings.get(page) ?? { count: 0, fields: 0 };
  posting.count += change.count ?? 0;
  posting.fields |= change.fields ?? 0;
  postings.set(page, posting);
  draft.pages.add(page);
}

function addSection(draft: ShardDraft, page: number, position: number): void {
  const own = draft.sections.get(page) ?? new Set<number>();
  own.add(position);
  draft.sections.set(page, own);
  draft.pages.add(page);
}

function placeOf(rank: PageRank): string {
  return rank.product === null ? rank.area : `${rank.area}/${rank.product}`;
}

function serialize(draft: ShardDraft, pages: readonly PreparedPage[], build: string) {
  const byIndex = (a: number, b: number): number => a - b;
  const words: Record<string, number[]> = {};
  for (const word of Array.from(draft.words.keys()).sort()) {
    const postings = draft.words.get(word) ?? new Map<number, Posting>();
    words[word] = Array.from(postings.keys())
      .sort(byIndex)
      .flatMap((page) => {
        const posting = postings.get(page) ?? { count: 0, fields: 0 };
        return [page, posting.count, posting.fields];
      });
  }
  const titles: Record<string, number[]> = {};
  for (const key of Array.from(draft.titles.keys()).sort()) {
    titles[key] = Array.from(draft.titles.get(key) ?? []).sort(byIndex);
  }
  const sections: (string | number)[] = [];
  for (const page of Array.from(draft.sections.keys()).sort(byIndex)) {
    for (const position of Array.from(draft.sections.get(page) ?? []).sort(byIndex)) {
      const { kind, text, id } = pages[page].sections[position].section;
      sections.push(page, position, SECTION_KINDS.indexOf(kind), text, id);
    }
  }
  const places: string[] = [];
  const ranks: number[] = [];
  for (const page of Array.from(draft.pages).sort(byIndex)) {
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
  const shard: SerializedShard = {
    format: SEARCH_INDEX_FORMAT,
    build,
    words,
    titles,
    sections,
    places,
    ranks,
  };
  return shard;
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
  const drafts = new Map<string, ShardDraft>();
  pages.forEach((page, index) => {
    for (const [word, count] of bodyWords[index]) addWord(drafts, word, index, { count });
    for (const word of page.titleWords) addWord(drafts, word, index, { fields: FIELD.TITLE_WORD });
    for (const word of page.titleParts) addWord(drafts, word, index, { fields: FIELD.TITLE_PART });
    for (const word of page.pageWords) addWord(drafts, word, index, { fields: FIELD.PAGE_WORD });
    for (const key of page.titleKeys) {
      for (const shard of new Set([shardKey(key), letterKey(key)])) {
        if (shard === null) continue;
        const draft = draftOf(drafts, shard);
        draft.titles.set(key, (draft.titles.get(key) ?? new Set()).add(index));
        draft.pages.add(index);
      }
    }
    for (const section of page.sections) {
      const keys = new Set([shardKey(section.key), ...Array.from(section.words, shardKey)]);
      for (const key of keys) {
        if (key !== null) addSection(draftOf(drafts, key), index, section.position);
      }
    }
  });
  const shards = new Map<string, SerializedShard>();
  for (const key of Array.from(drafts.keys()).sort()) {
    const draft = drafts.get(key);
    if (draft) shards.set(key, serialize(draft, pages, build));
  }
  return shards;
}
