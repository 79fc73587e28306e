import { judge, median } from './stats';

describe('median', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(Number.isNaN(median([]))).toBe(true);
  });
});

describe('judge', () => {
  it('compares against max and min budgets', () => {
    expect(judge(10, { max: 10 }).ok).toBe(true);
    expect(judge(11, { max: 10 }).ok).toBe(false);
    expect(judge(90, { min: 90 }).ok).toBe(true);
    expect(judge(89, { min: 90 }).ok).toBe(false);
  });

  it('never passes a missing figure', () => {
    expect(judge(null, { max: 10 }).ok).toBe(false);
    expect(judge(Number.NaN, { min: 0 }).ok).toBe(false);
  });
});
