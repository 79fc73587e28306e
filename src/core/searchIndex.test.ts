import {
  parseShard,
  parseTitles,
  SEARCH_INDEX_FORMAT,
  serializePage,
  shardKey,
  shardUrl,
  titlesUrl,
  type IndexedPage,
} from './searchIndex';

const page: IndexedPage = {
  path: '/material-ui/api/button/',
  title: 'Button API',
  aliases: [],
  kind: 'api',
  translated: true,
  links: 4,
  description: 'API reference for the Button component.',
  sections: [
    { kind: 'heading', text: 'Props', id: 'props' },
    { kind: 'prop', text: 'disableElevation', id: 'prop-disableElevation' },
    { kind: 'class', text: 'MuiButton-root', id: 'class-root' },
  ],
};

const titles = (pages: unknown[]) => ({
  format: SEARCH_INDEX_FORMAT,
  language: 'en',
  build: 'abc',
  shards: ['bu'],
  pages,
});

describe('file names', () => {
  it('puts each language in its own folder', () => {
    expect(titlesUrl('zh')).toBe('/search-index/zh/titles.bin');
    expect(shardUrl('en', 'bu')).toBe('/search-index/en/body/bu.bin');
  });
});

describe('shardKey', () => {
  it('is the first two letters of a Latin word, a bucket for Han words, none for one letter', () => {
    expect(shardKey('button')).toBe('bu');
    expect(shardKey('v5')).toBe('v5');
    expect(shardKey('x')).toBeNull();
    expect(shardKey('安装')).toBe(`h${0x5b89 % 64}`);
    expect(shardKey('')).toBeNull();
  });
});

describe('parseTitles', () => {
  it('reads back what serializePage wrote', () => {
    expect(parseTitles('titles.bin', titles([serializePage(page)]))).toEqual({
      language: 'en',
      build: 'abc',
      shards: ['bu'],
      pages: [page],
    });
  });

  it('rejects damaged files with a message naming the file and what to do', () => {
    expect(() => parseTitles('/search-index/en/titles.bin', 'nope')).toThrow(
      /\/search-index\/en\/titles\.bin: it is not a JSON object\. Rebuild the site/,
    );
    expect(() => parseTitles('t', { ...titles([]), format: 99 })).toThrow(/format is 99/);
    expect(() => parseTitles('t', titles([['/a/', 'A']]))).toThrow(/page 0 is not an 8-item list/);
    const bad = serializePage(page);
    bad[0] = '//evil.example/';
    expect(() => parseTitles('t', titles([bad]))).toThrow(/page 0 has a field of the wrong type/);
    const badSection = serializePage(page);
    badSection[7] = [42, 'x', 'y'];
    expect(() => parseTitles('t', titles([badSection]))).toThrow(/section entry is malformed/);
  });
});

describe('parseShard', () => {
  it('reads postings of the same build', () => {
    const shard = { format: SEARCH_INDEX_FORMAT, build: 'abc', words: { button: [0, 3, 2, 1] } };
    expect(parseShard('s', shard, 'abc', 3)).toEqual({
      build: 'abc',
      words: { button: [0, 3, 2, 1] },
    });
  });

  it('rejects another build and postings that point past the page list', () => {
    const shard = { format: SEARCH_INDEX_FORMAT, build: 'old', words: {} };
    expect(() => parseShard('s', shard, 'abc', 3)).toThrow(/belongs to build old, not abc/);
    const past = { format: SEARCH_INDEX_FORMAT, build: 'abc', words: { button: [7, 1] } };
    expect(() => parseShard('s', past, 'abc', 3)).toThrow(/postings of "button"/);
    expect(() => parseShard('s', null, 'abc', 3)).toThrow(/not a body shard/);
  });
});
