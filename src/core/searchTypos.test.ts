import { corrections, isOneEditApart, MAX_CORRECTIONS } from './searchTypos';

describe('isOneEditApart', () => {
  it('accepts one deletion, insertion, substitution or swap of neighbours', () => {
    expect(isOneEditApart('autocomplte', 'autocomplete')).toBe(true);
    expect(isOneEditApart('snackbr', 'snackbar')).toBe(true);
    expect(isOneEditApart('snackbarr', 'snackbar')).toBe(true);
    expect(isOneEditApart('snackbat', 'snackbar')).toBe(true);
    expect(isOneEditApart('sanckbar', 'snackbar')).toBe(true);
    expect(isOneEditApart('snackbra', 'snackbar')).toBe(true);
  });

  it('rejects equal words and two edits or more', () => {
    expect(isOneEditApart('slider', 'slider')).toBe(false);
    expect(isOneEditApart('slidre', 'slider')).toBe(true);
    expect(isOneEditApart('sldre', 'slider')).toBe(false);
    expect(isOneEditApart('table', 'tabs')).toBe(false);
    expect(isOneEditApart('abc', 'abcde')).toBe(false);
    expect(isOneEditApart('snakcbra', 'snackbar')).toBe(false);
  });
});

describe('corrections', () => {
  const vocabulary = ['autocomplete', 'snackbar', 'slider', 'sliders', 'slide', 'card', 'cart'];

  it('finds the known words one edit away, closest in length first', () => {
    expect(corrections('autocomplte', vocabulary)).toEqual(['autocomplete']);
    expect(corrections('slidr', vocabulary)).toEqual(['slide', 'slider']);
  });

  it('leaves short words alone and caps the list', () => {
    expect(corrections('crd', vocabulary)).toEqual([]);
    const many = ['abcde', 'abcdf', 'abcdg', 'abcdh', 'abcdi', 'abcdj'];
    expect(corrections('abcdz', many)).toHaveLength(MAX_CORRECTIONS);
    expect(corrections('zzzzz', vocabulary)).toEqual([]);
  });
});
