import { PLAYGROUND_ID, isPlaygroundHash } from './playgroundAnchor';

describe('isPlaygroundHash', () => {
  it('knows the playground hash and nothing else', () => {
    expect(PLAYGROUND_ID).toBe('playground');
    expect(isPlaygroundHash('#playground')).toBe(true);
    expect(isPlaygroundHash('playground?size=lg')).toBe(true);
    expect(isPlaygroundHash('#playground?variant=outlined')).toBe(true);
    expect(isPlaygroundHash('#playgrounds')).toBe(false);
    expect(isPlaygroundHash('#basic-button')).toBe(false);
    expect(isPlaygroundHash('')).toBe(false);
  });
});
