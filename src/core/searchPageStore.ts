/**
 * The pages a search engine knows, assembled from the term shards loaded so far: each page named
 * by a shard gets its rank record, and the title words, title parts, page words, compact titles
 * and sections the shard holds of it. A page's sets only grow as shards load; since every word a
 * query asks about lives in the shard of its first letters, matching a page against a query whose
 * shards are loaded answers exactly as over the whole page.
 */
import { FIELD, type TermShard } from './searchIndex';
import { prepareSection, type PreparedPage } from './searchMatch';

export interface PageStore {
  add: (shard: TermShard) => void;
  /** Every page named by a loaded shard. */
  pages: () => readonly PreparedPage[];
}

export function createPageStore(): PageStore {
  const byIndex = new Map<number, PreparedPage>();
  const list: PreparedPage[] = [];

  const pageOf = (index: number, shard: TermShard): PreparedPage | undefined => {
    const existing = byIndex.get(index);
    if (existing) return existing;
    const rank = shard.ranks.get(index);
    if (!rank) return undefined;
    const created: PreparedPage = {
      index,
      rank,
      titleKeys: [],
      titleWords: new Set(),
      titleParts: new Set(),
      sections: [],
      pageWords: new Set(),
    };
    byIndex.set(index, created);
    list.push(created);
    return created;
  };

  const add = (shard: TermShard): void => {
    for (const index of shard.ranks.keys()) pageOf(index, shard);
    for (const [word, postings] of shard.words) {
      for (const { page, fields } of postings) {
        const prepared = pageOf(page, shard);
        if (!prepared || fields === 0) continue;
        if (fields & FIELD.TITLE_WORD) prepared.titleWords.add(word);
        if (fields & FIELD.TITLE_PART) prepared.titleParts.add(word);
        if (fields & FIELD.PAGE_WORD) prepared.pageWords.add(word);
      }
    }
    for (const [key, pages] of shard.titles) {
      for (const page of pages) {
        const prepared = pageOf(page, shard);
        if (prepared && !prepared.titleKeys.includes(key)) prepared.titleKeys.push(key);
      }
    }
    for (const [page, sections] of shard.sections) {
      const prepared = pageOf(page, shard);
      if (!prepared) continue;
      const known = new Set(prepared.sections.map((section) => section.position));
      let added = false;
      for (const [position, section] of sections) {
        if (known.has(position)) continue;
        prepared.sections.push(prepareSection(section, position));
        added = true;
      }
      if (added) prepared.sections.sort((a, b) => a.position - b.position);
    }
  };

  return { add, pages: () => list };
}
