import { parseShard } from '@/core/searchIndexParse';
import { preparePage } from '@/core/searchMatch';
import type { IndexedPage } from '@/core/searchIndex';
import { encodeIndexFile } from './indexFile';
import { addBodyWord, bestPostings, emptyDraft, fieldDrafts, serializeShard } from './termShards';

function entry(i: number, title: string, heading?: string): IndexedPage {
  return {
    path: `/material-ui/page-${i}/`,
    title,
    aliases: [],
    kind: 'guide',
    translated: true,
    links: 0,
    description: '',
    sections: heading === undefined ? [] : [{ kind: 'heading', text: heading, id: `h-${i}` }],
  };
}

describe('bestPostings', () => {
  it('keeps the pages holding the word in a field, then where it occurs most, in page order', () => {
    const postings = new Map([
      [0, { count: 1, fields: 0 }],
      [1, { count: 9, fields: 0 }],
      [2, { count: 0, fields: 1 }],
      [3, { count: 4, fields: 0 }],
      [4, { count: 4, fields: 0 }],
    ]);
    expect(bestPostings(postings, 3).map(([page]) => page)).toEqual([1, 2, 3]);
    expect(bestPostings(postings, 10).map(([page]) => page)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('serializeShard', () => {
  // 3,000 pages; `theme` is in every page's text, `themed` in a few, `Theme tools` is a title.
  const pages = Array.from({ length: 3000 }, (_, i) =>
    preparePage(entry(i, i === 2999 ? 'Theme tools' : `Page ${i}`), i, i),
  );
  const draft = fieldDrafts(pages).get('th') ?? emptyDraft();
  pages.forEach((_, i) => {
    addBodyWord(draft, 'theme', i, 1 + (i % 5));
    if (i % 500 === 0) addBodyWord(draft, 'themed', i, 2);
  });

  it('leaves a shard within its budget untouched', () => {
    const shard = serializeShard(draft, pages, 'b1');
    expect(shard.textPages).toEqual({});
    expect(shard.words.theme).toHaveLength(3000 * 3);
  });

  it('cuts a common word to its best pages to fit the budget, keeping its true page count', () => {
    const budget = 4 * 1024;
    const shard = serializeShard(draft, pages, 'b1', budget);
    expect(encodeIndexFile(shard).length).toBeLessThanOrEqual(budget);
    expect(shard.textPages).toEqual({ theme: 3000 });
    const parsed = parseShard('th', shard, 'b1', pages.length);
    const kept = parsed.words.get('theme') ?? [];
    expect(kept.length).toBeLessThan(3000);
    // The title page first, then only pages where the word occurs most (5 times).
    expect(kept.some((posting) => posting.page === 2999)).toBe(true);
    expect(kept.filter((posting) => posting.page !== 2999).every((p) => p.count === 5)).toBe(true);
    // A rare word keeps every page; only the pages the shard names have a rank.
    expect(parsed.words.get('themed')).toHaveLength(6);
    expect(parsed.ranks.size).toBeLessThan(3000);
  });

  it('keeps the headings of the pages a cut shard still names, and only those', () => {
    const headed = Array.from({ length: 3000 }, (_, i) =>
      preparePage(entry(i, `Page ${i}`, `Theme settings ${i}`), i, i),
    );
    const withHeadings = fieldDrafts(headed).get('th') ?? emptyDraft();
    headed.forEach((_, i) => addBodyWord(withHeadings, 'theme', i, 1 + (i % 5)));
    const budget = 8 * 1024;
    const shard = serializeShard(withHeadings, headed, 'b2', budget);
    expect(encodeIndexFile(shard).length).toBeLessThanOrEqual(budget);
    const parsed = parseShard('th', shard, 'b2', headed.length);
    const kept = new Set((parsed.words.get('theme') ?? []).map((posting) => posting.page));
    expect(parsed.sections.size).toBeGreaterThan(0);
    for (const page of parsed.sections.keys()) expect(kept.has(page)).toBe(true);
  });
});
