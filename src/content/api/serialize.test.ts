import { stableStringify } from './serialize';

describe('stableStringify', () => {
  it('sorts keys at every depth and keeps array order', () => {
    const a = stableStringify({ b: 1, a: { d: [3, 1], c: null } });
    const b = stableStringify({ a: { c: null, d: [3, 1] }, b: 1 });
    expect(a).toBe(b);
    expect(a).toBe(
      '{\n  "a": {\n    "c": null,\n    "d": [\n      3,\n      1\n    ]\n  },\n  "b": 1\n}\n',
    );
  });

  it('drops undefined members', () => {
    expect(stableStringify({ a: undefined, b: 'x' })).toBe('{\n  "b": "x"\n}\n');
  });
});
