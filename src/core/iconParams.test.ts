import { iconParamsSearch, parseIconParams } from './iconParams';
import { MAX_ICON_QUERY_LENGTH } from './iconSearch';

describe('the icon finder in the URL', () => {
  it('reads the query and the theme', () => {
    expect(parseIconParams('?query=delete&theme=Outlined')).toEqual({
      query: 'delete',
      theme: 'Outlined',
    });
    expect(parseIconParams('')).toEqual({ query: '', theme: 'Filled' });
    expect(parseIconParams('query=a%20b')).toEqual({ query: 'a b', theme: 'Filled' });
  });

  it('gives the default theme for a hostile or unknown one', () => {
    for (const theme of ['outlined', '<script>', '__proto__', 'Filled%00', '']) {
      expect(parseIconParams(`?theme=${encodeURIComponent(theme)}`).theme).toBe('Filled');
    }
    expect(parseIconParams('?theme=Sharp&theme=Outlined').theme).toBe('Sharp');
  });

  it('cuts a very long query and keeps any other text as typed', () => {
    const long = parseIconParams(`?query=${'x'.repeat(10_000)}`);
    expect(long.query).toHaveLength(MAX_ICON_QUERY_LENGTH);
    expect(parseIconParams('?query=%E2%9D%A4%EF%B8%8F.*(').query).toBe('❤️.*(');
    expect(() => parseIconParams('?query=%E0%A4%A')).not.toThrow();
  });

  it('writes only what differs from the defaults, keeping other parameters', () => {
    expect(iconParamsSearch({ query: 'delete', theme: 'Outlined' })).toBe(
      '?query=delete&theme=Outlined',
    );
    expect(iconParamsSearch({ query: '', theme: 'Filled' })).toBe('');
    expect(iconParamsSearch({ query: '  ', theme: 'Sharp' })).toBe('?theme=Sharp');
    expect(iconParamsSearch({ query: 'a&b', theme: 'Filled' }, '?x=1&query=old')).toBe(
      '?x=1&query=a%26b',
    );
  });

  it('round-trips', () => {
    const state = { query: 'shopping cart', theme: 'TwoTone' } as const;
    expect(parseIconParams(iconParamsSearch(state))).toEqual(state);
  });
});
