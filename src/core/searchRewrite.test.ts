import { queryRewrites, synonymRewrites, withoutIntentWords } from './searchRewrite';

const SYNONYMS = [
  { say: ['side drawer', 'sidebar'], mean: 'drawer' },
  { say: ['toast'], mean: 'snackbar' },
  { say: ['按钮'], mean: 'button' },
];

describe('withoutIntentWords', () => {
  it('drops the words that say what to do, keeping the topic', () => {
    expect(withoutIntentWords('change the theme')).toBe('theme');
    expect(withoutIntentWords('How to use icons')).toBe('icons');
    expect(withoutIntentWords('loading button')).toBe('button');
    expect(withoutIntentWords('如何安装')).toBe('安装');
    expect(withoutIntentWords('install Material UI')).toBe('install');
  });

  it('gives nothing when there is nothing to drop, or nothing would be left', () => {
    expect(withoutIntentWords('date picker')).toBeNull();
    expect(withoutIntentWords('how to')).toBeNull();
  });
});

describe('synonymRewrites', () => {
  it('replaces a reader phrase made of whole words, the longest first', () => {
    expect(synonymRewrites('side drawer anchor', SYNONYMS)).toEqual(['drawer anchor']);
    expect(synonymRewrites('Toast', SYNONYMS)).toEqual(['snackbar']);
    expect(synonymRewrites('toaster', SYNONYMS)).toEqual([]);
    expect(synonymRewrites('按钮', SYNONYMS)).toEqual(['button']);
  });
});

describe('queryRewrites', () => {
  it('combines both: the synonym of the query without its intent words', () => {
    expect(queryRewrites('add a toast', SYNONYMS)).toEqual(['add a snackbar', 'toast', 'snackbar']);
    expect(queryRewrites('drawer', SYNONYMS)).toEqual([]);
  });
});
