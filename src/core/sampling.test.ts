import fc from 'fast-check';
import { WEB_VITALS_SAMPLE_RATE, isSampled, parseSplit } from './sampling';

describe('isSampled', () => {
  it('keeps a draw below the rate and drops one at or above it', () => {
    expect(isSampled(0.25, () => 0.2499)).toBe(true);
    expect(isSampled(0.25, () => 0.25)).toBe(false);
    expect(isSampled(0.25, () => 0.9)).toBe(false);
  });

  it('never samples at 0 (or a bad rate) and always at 1, whatever the draw', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (draw) => {
        expect(isSampled(0, () => draw)).toBe(false);
        expect(isSampled(Number.NaN, () => draw)).toBe(false);
        expect(isSampled(-1, () => draw)).toBe(false);
        expect(isSampled(1, () => draw)).toBe(true);
        expect(isSampled(3, () => draw)).toBe(true);
      }),
    );
  });

  it('samples about the rate of a uniform source', () => {
    let seed = 42;
    // A small deterministic linear congruential generator: the same draws on every run.
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const draws = 100_000;
    let kept = 0;
    for (let i = 0; i < draws; i += 1) {
      kept += isSampled(0.3, random) ? 1 : 0;
    }
    expect(kept / draws).toBeGreaterThan(0.29);
    expect(kept / draws).toBeLessThan(0.31);
  });

  it('reports web vitals for about 1 visit in 10,000', () => {
    expect(WEB_VITALS_SAMPLE_RATE).toBe(0.0001);
    expect(isSampled(WEB_VITALS_SAMPLE_RATE, () => 0.00009)).toBe(true);
    expect(isSampled(WEB_VITALS_SAMPLE_RATE, () => 0.0001)).toBe(false);
  });
});

describe('parseSplit', () => {
  it.each<[string | null | undefined, number]>([
    [null, 1],
    [undefined, 1],
    ['', 1],
    ['  ', 1],
    ['abc', 1],
    ['Infinity', 1],
    ['0', 0],
    ['0.1', 0.1],
    ['1', 1],
    ['1.5', 1],
    ['-0.5', 0],
  ])('%p gives %p', (value, rate) => {
    expect(parseSplit(value)).toBe(rate);
  });
});
