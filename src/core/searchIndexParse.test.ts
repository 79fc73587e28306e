import { SEARCH_INDEX_FORMAT, type SerializedShard } from './searchIndex';
import { parseCards, parseManifest, parseShard } from './searchIndexParse';

const shard: SerializedShard = {
  format: SEARCH_INDEX_FORMAT,
  build: 'abc',
  words: { button: [0, 3, 3, 2, 0, 4] },
  textPages: { button: 3 },
  titles: { buttonapi: [2] },
  sections: [2, 1, 1, 'disableElevation', 'prop-disableElevation'],
  places: ['material-ui', 'x/react-data-grid'],
  ranks: [0, 2, 1, 5, 6, 1, 6, 4, 0, 2, 3, 1, 0, 6, 2, 10, 0, 1],
};

describe('parseManifest', () => {
  it('reads the build, page count and shard list', () => {
    const manifest = { format: SEARCH_INDEX_FORMAT, language: 'en', build: 'abc', pageCount: 3 };
    expect(parseManifest('m', { ...manifest, shards: ['bu'] })).toEqual({
      language: 'en',
      build: 'abc',
      pageCount: 3,
      shards: ['bu'],
    });
  });

  it('rejects damaged files with a message naming the file and what to do', () => {
    expect(() => parseManifest('/search-index/en/manifest.bin', 'nope')).toThrow(
      /\/search-index\/en\/manifest\.bin: it is not a JSON object\. Rebuild the site/,
    );
    expect(() => parseManifest('m', { format: 1 })).toThrow(/format is 1, not 3/);
    expect(() => parseManifest('m', { format: SEARCH_INDEX_FORMAT })).toThrow(/is missing/);
  });
});

describe('parseShard', () => {
  it('reads postings, titles, sections and the ranks of the pages it names', () => {
    const parsed = parseShard('s', shard, 'abc', 3);
    expect(parsed.words.get('button')).toEqual([
      { page: 0, count: 3, fields: 3 },
      { page: 2, count: 0, fields: 4 },
    ]);
    expect(parsed.textPages.get('button')).toBe(3);
    expect(parsed.titles.get('buttonapi')).toEqual([2]);
    expect(parsed.sections.get(2)?.get(1)).toEqual({
      kind: 'prop',
      text: 'disableElevation',
      id: 'prop-disableElevation',
    });
    expect(parsed.ranks.get(2)).toEqual({
      kind: 'api',
      translated: true,
      links: 0,
      titleLength: 6,
      titleWordCount: 2,
      titleChars: 10,
      order: 0,
      area: 'x',
      product: 'react-data-grid',
    });
    expect(parsed.ranks.get(0)).toMatchObject({ kind: 'component', area: 'material-ui' });
    expect(parsed.ranks.get(0)?.product).toBeNull();
  });

  it('rejects another build, postings past the page list and pages without a rank', () => {
    expect(() => parseShard('s', { ...shard, build: 'old' }, 'abc', 3)).toThrow(
      /belongs to build old, not abc/,
    );
    expect(() => parseShard('s', { ...shard, words: { button: [7, 1, 0] } }, 'abc', 3)).toThrow(
      /postings of "button"/,
    );
    expect(() => parseShard('s', { ...shard, titles: { b: [1] } }, 'abc', 3)).toThrow(
      /page 1 has no rank/,
    );
    expect(() => parseShard('s', { ...shard, sections: [2, 1, 42, 'x', 'y'] }, 'abc', 3)).toThrow(
      /section entry is malformed/,
    );
    expect(() => parseShard('s', null, 'abc', 3)).toThrow(/not a JSON object/);
    // A cut word counts at least the pages it kept, at most every page, and must be a word.
    for (const textPages of [{ button: 0 }, { button: 4 }, { slider: 2 }, { button: '2' }]) {
      expect(() => parseShard('s', { ...shard, textPages }, 'abc', 3)).toThrow(
        /page count of "(button|slider)"/,
      );
    }
  });
});

describe('parseCards', () => {
  it('reads the path, title and description of each page', () => {
    const cards = { format: SEARCH_INDEX_FORMAT, build: 'abc', cards: ['/a/', 'A', 'About A'] };
    expect(parseCards('c', cards, 'abc')).toEqual([
      { path: '/a/', title: 'A', description: 'About A' },
    ]);
  });

  it('rejects a path that is not a site path', () => {
    const cards = {
      format: SEARCH_INDEX_FORMAT,
      build: 'abc',
      cards: ['//evil.example/', 'A', ''],
    };
    expect(() => parseCards('c', cards, 'abc')).toThrow(/not a site path/);
  });
});
