import type { PlaygroundControl } from './playground';
import { isPlaygroundHash, parsePlaygroundHash, playgroundHash } from './playgroundHash';

const controls: PlaygroundControl[] = [
  { kind: 'text', name: 'children', defaultValue: 'Button' },
  {
    kind: 'choice',
    name: 'variant',
    values: ['text', 'outlined', 'contained'],
    defaultValue: 'text',
  },
  { kind: 'choice', name: 'color', values: ['primary', 'error'], defaultValue: 'primary' },
  { kind: 'boolean', name: 'disabled', defaultValue: false },
  { kind: 'number', name: 'max', defaultValue: null },
];

describe('isPlaygroundHash', () => {
  it('knows the playground hash and nothing else', () => {
    expect(isPlaygroundHash('#playground')).toBe(true);
    expect(isPlaygroundHash('#playground?variant=outlined')).toBe(true);
    expect(isPlaygroundHash('#playgrounds')).toBe(false);
    expect(isPlaygroundHash('#basic-button')).toBe(false);
    expect(isPlaygroundHash('')).toBe(false);
  });
});

describe('parsePlaygroundHash', () => {
  it('reads the values the controls accept', () => {
    expect(
      parsePlaygroundHash('#playground?variant=outlined&color=error&disabled=true&max=5', controls),
    ).toEqual({
      variant: 'outlined',
      color: 'error',
      disabled: true,
      max: 5,
    });
    expect(parsePlaygroundHash('#playground?children=Buy%20now', controls)).toEqual({
      children: 'Buy now',
    });
  });

  it('ignores unknown props, values outside a control, defaults and other hashes', () => {
    expect(
      parsePlaygroundHash(
        '#playground?variant=%3Cscript%3E&color=javascript:alert(1)&__proto__=x&constructor=y&onClick=alert(1)&disabled=yes&max=1e9&sx=%7B%7D',
        controls,
      ),
    ).toEqual({});
    expect(parsePlaygroundHash('#playground?variant=text', controls)).toEqual({});
    expect(parsePlaygroundHash('#basic-button?variant=outlined', controls)).toEqual({});
    expect(parsePlaygroundHash('#playground?max=101', controls)).toEqual({});
    expect(parsePlaygroundHash('#playground?max=-0.5', controls)).toEqual({ max: -0.5 });
  });

  it('survives malformed escapes, repeats and overlong text', () => {
    expect(parsePlaygroundHash('#playground?variant=%E0%A4%A&color=error', controls)).toEqual({
      color: 'error',
    });
    expect(parsePlaygroundHash('#playground?variant=outlined&variant=contained', controls)).toEqual(
      {
        variant: 'outlined',
      },
    );
    expect(parsePlaygroundHash(`#playground?children=${'a'.repeat(81)}`, controls)).toEqual({});
    expect(parsePlaygroundHash('#playground?children=a%0Ab', controls)).toEqual({});
    expect(parsePlaygroundHash('#playground?children=%E0%A4%A', controls)).toEqual({});
    expect(parsePlaygroundHash('#playground?children=%E0%A4%A&children=Hi', controls)).toEqual({});
  });
});

describe('playgroundHash', () => {
  it('writes the chosen props in control order, and round-trips', () => {
    const hash = playgroundHash({ color: 'error', variant: 'outlined' }, controls);
    expect(hash).toBe('#playground?variant=outlined&color=error');
    expect(parsePlaygroundHash(hash, controls)).toEqual({ variant: 'outlined', color: 'error' });
    const text = playgroundHash({ children: 'A & B = C' }, controls);
    expect(parsePlaygroundHash(text, controls)).toEqual({ children: 'A & B = C' });
  });

  it('is the bare section hash for the defaults', () => {
    expect(playgroundHash({}, controls)).toBe('#playground');
  });
});
