import type { PageRank, TermShard } from './searchIndex';
import { createPageStore } from './searchPageStore';

const rank: PageRank = {
  kind: 'api',
  translated: true,
  links: 0,
  titleLength: 6,
  titleWordCount: 2,
  titleChars: 10,
  order: 0,
  area: 'material-ui',
  product: null,
};

function shard(extra: Partial<TermShard>): TermShard {
  return {
    words: new Map(),
    textPages: new Map(),
    titles: new Map(),
    sections: new Map(),
    ranks: new Map([[0, rank]]),
    ...extra,
  };
}

describe('createPageStore', () => {
  it('gathers what each shard holds of a page into one prepared page', () => {
    const store = createPageStore();
    store.add(
      shard({
        words: new Map([['button', [{ page: 0, count: 2, fields: 3 }]]]),
        titles: new Map([['buttonapi', [0]]]),
      }),
    );
    store.add(
      shard({
        words: new Map([['disableelevation', [{ page: 0, count: 0, fields: 4 }]]]),
        sections: new Map([
          [0, new Map([[3, { kind: 'prop', text: 'disableElevation', id: 'prop-d' }]])],
        ]),
      }),
    );
    store.add(
      shard({
        sections: new Map([[0, new Map([[1, { kind: 'heading', text: 'Props', id: 'props' }]])]]),
      }),
    );
    const [page] = store.pages();
    expect(store.pages()).toHaveLength(1);
    expect(page.rank).toBe(rank);
    expect(page.titleKeys).toEqual(['buttonapi']);
    expect(Array.from(page.titleWords)).toEqual(['button']);
    expect(Array.from(page.titleParts)).toEqual(['button']);
    expect(Array.from(page.pageWords)).toEqual(['disableelevation']);
    // Sections stay in page order, whatever order their shards came in.
    expect(page.sections.map((s) => [s.position, s.key])).toEqual([
      [1, 'props'],
      [3, 'disableelevation'],
    ]);
  });

  it('leaves out a word that only the text holds from the title and page words', () => {
    const store = createPageStore();
    store.add(shard({ words: new Map([['virtual', [{ page: 0, count: 4, fields: 0 }]]]) }));
    expect(store.pages()[0].pageWords.size + store.pages()[0].titleWords.size).toBe(0);
  });
});
