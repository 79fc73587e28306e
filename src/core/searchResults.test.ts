import { flattenGroups, moveActive } from './searchResults';

describe('flattenGroups', () => {
  it('lists the hits of every group in display order', () => {
    expect(flattenGroups([{ hits: ['a', 'b'] }, { hits: [] }, { hits: ['c'] }])).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(flattenGroups([])).toEqual([]);
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
