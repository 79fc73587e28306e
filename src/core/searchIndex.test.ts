import {
  blockOf,
  cardsUrl,
  CARDS_PER_BLOCK,
  letterKey,
  manifestUrl,
  shardKey,
  shardUrl,
  titleShardKey,
} from './searchIndex';

describe('file names', () => {
  it('puts each language in its own folder', () => {
    expect(manifestUrl('zh')).toBe('/search-index/zh/manifest.bin');
    expect(shardUrl('en', 'bu')).toBe('/search-index/en/terms/bu.bin');
    expect(cardsUrl('en', 3)).toBe('/search-index/en/cards/3.bin');
  });

  it('puts pages in card files of CARDS_PER_BLOCK', () => {
    expect(blockOf(0)).toBe(0);
    expect(blockOf(CARDS_PER_BLOCK - 1)).toBe(0);
    expect(blockOf(CARDS_PER_BLOCK)).toBe(1);
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

  it('has a one-letter shard for the titles a one-letter query finds', () => {
    expect(letterKey('button')).toBe('b');
    expect(letterKey('安装')).toBeNull();
    expect(titleShardKey('x')).toBe('x');
    expect(titleShardKey('buttonbase')).toBe('bu');
    expect(titleShardKey('安装')).toBe(`h${0x5b89 % 64}`);
  });
});
