import { adverb, gerund, pastTense, plural, zipfSampler } from './vocabulary';

describe('vocabulary', () => {
  it('inflects English roots', () => {
    expect(['box', 'query', 'key', 'theme'].map(plural)).toEqual([
      'boxes',
      'queries',
      'keys',
      'themes',
    ]);
    expect(['stop', 'render', 'apply', 'close'].map(pastTense)).toEqual([
      'stopped',
      'rendered',
      'applied',
      'closed',
    ]);
    expect(['stop', 'render', 'close', 'free'].map(gerund)).toEqual([
      'stopping',
      'rendering',
      'closing',
      'freeing',
    ]);
    expect(['quick', 'busy', 'simple', 'dynamic'].map(adverb)).toEqual([
      'quickly',
      'busily',
      'simply',
      'dynamically',
    ]);
  });

  it('draws ranks with falling, Zipf-like frequencies', () => {
    let state = 1;
    const next = () => {
      state = (state * 48271) % 2147483647;
      return state / 2147483647;
    };
    const draw = zipfSampler(1000, 1, next);
    const counts = new Array<number>(1000).fill(0);
    for (let i = 0; i < 100_000; i += 1) counts[draw()] += 1;
    expect(counts[0]).toBeGreaterThan(counts[9] * 2);
    expect(counts[9]).toBeGreaterThan(counts[99] * 4);
    expect(counts[99]).toBeGreaterThan(counts[999] * 4);
    expect(counts[999]).toBeGreaterThan(0);
  });
});
