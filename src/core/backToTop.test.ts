import { backToTopVisible } from './backToTop';

describe('backToTopVisible', () => {
  it('shows past two screens only', () => {
    expect(backToTopVisible(0, 800)).toBe(false);
    expect(backToTopVisible(1600, 800)).toBe(false);
    expect(backToTopVisible(1601, 800)).toBe(true);
  });

  it('stays hidden for nonsense measures', () => {
    expect(backToTopVisible(Number.NaN, 800)).toBe(false);
    expect(backToTopVisible(5000, 0)).toBe(false);
    expect(backToTopVisible(Number.POSITIVE_INFINITY, 800)).toBe(false);
  });
});
