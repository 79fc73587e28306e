import {
  areaOf,
  flattenGroups,
  groupByArea,
  moveActive,
  toSearchHit,
  type SearchHit,
} from './searchResults';

const hit = (url: string): SearchHit => ({ url, title: url, excerpt: '' });

describe('areaOf', () => {
  it('reads the first segment after the language prefix', () => {
    expect(areaOf('/material-ui/react-button/')).toBe('material-ui');
    expect(areaOf('/zh/joy-ui/api/button/')).toBe('joy-ui');
    expect(areaOf('/x/react-data-grid/')).toBe('x');
    expect(areaOf('/')).toBe('other');
    expect(areaOf('/zh/')).toBe('other');
    expect(areaOf('/unknown/page/')).toBe('other');
  });
});

describe('groupByArea', () => {
  it('groups by area in order of each group best hit, keeping rank inside groups', () => {
    const groups = groupByArea(
      [
        hit('/joy-ui/react-button/'),
        hit('/material-ui/react-button/'),
        hit('/joy-ui/api/button/'),
        hit('/blog/post/'),
      ],
      'en',
    );
    expect(groups.map((group) => group.area)).toEqual(['joy-ui', 'material-ui', 'blog']);
    expect(groups[0].hits.map((h) => h.url)).toEqual([
      '/joy-ui/react-button/',
      '/joy-ui/api/button/',
    ]);
  });

  it('keeps only the requested language and drops repeated URLs', () => {
    const hits = [hit('/zh/material-ui/'), hit('/material-ui/'), hit('/zh/material-ui/')];
    expect(flattenGroups(groupByArea(hits, 'zh')).map((h) => h.url)).toEqual(['/zh/material-ui/']);
    expect(flattenGroups(groupByArea(hits, 'en')).map((h) => h.url)).toEqual(['/material-ui/']);
    expect(groupByArea([], 'en')).toEqual([]);
  });
});

describe('moveActive', () => {
  it('wraps at both ends and starts from the first or last item', () => {
    expect(moveActive(-1, 1, 3)).toBe(0);
    expect(moveActive(-1, -1, 3)).toBe(2);
    expect(moveActive(2, 1, 3)).toBe(0);
    expect(moveActive(0, -1, 3)).toBe(2);
    expect(moveActive(1, 1, 3)).toBe(2);
    expect(moveActive(0, 1, 0)).toBe(-1);
  });
});

describe('toSearchHit', () => {
  it('reads url, title and excerpt', () => {
    expect(
      toSearchHit({
        url: '/material-ui/',
        meta: { title: ' Material UI ' },
        excerpt: 'a <mark>b</mark>',
      }),
    ).toEqual({ url: '/material-ui/', title: 'Material UI', excerpt: 'a <mark>b</mark>' });
  });

  it('falls back to the path for a missing title and rejects foreign or missing URLs', () => {
    expect(toSearchHit({ url: '/blog/', meta: {} })).toEqual({
      url: '/blog/',
      title: '/blog/',
      excerpt: '',
    });
    for (const data of [
      null,
      'x',
      {},
      { url: 'https://evil.example/' },
      { url: '//evil.example/' },
      { url: 'javascript:alert(1)' },
    ]) {
      expect(toSearchHit(data)).toBeNull();
    }
  });
});
