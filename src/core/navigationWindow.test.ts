import { NAV_LIST_WINDOW, serverRenderedRange } from './navigationWindow';

describe('serverRenderedRange', () => {
  it('keeps a short list whole', () => {
    expect(serverRenderedRange(0, -1)).toEqual({ start: 0, end: 0 });
    expect(serverRenderedRange(12, 5)).toEqual({ start: 0, end: 12 });
    expect(serverRenderedRange(NAV_LIST_WINDOW, 3)).toEqual({ start: 0, end: NAV_LIST_WINDOW });
  });

  it('centres a long list on the current entry, and keeps the window inside the list', () => {
    expect(serverRenderedRange(500, 250, 60)).toEqual({ start: 220, end: 280 });
    expect(serverRenderedRange(500, 10, 60)).toEqual({ start: 0, end: 60 });
    expect(serverRenderedRange(500, 499, 60)).toEqual({ start: 440, end: 500 });
  });

  it('starts at the top of a long list with no current entry, or an index out of range', () => {
    expect(serverRenderedRange(500, -1, 60)).toEqual({ start: 0, end: 60 });
    expect(serverRenderedRange(500, 900, 60)).toEqual({ start: 0, end: 60 });
  });

  it('always holds the current entry, whatever the sizes', () => {
    for (const length of [61, 100, 1000]) {
      for (const active of [0, 1, 30, length - 2, length - 1]) {
        const { start, end } = serverRenderedRange(length, active, 60);
        expect(end - start).toBe(60);
        expect(active >= start && active < end).toBe(true);
      }
    }
  });
});
