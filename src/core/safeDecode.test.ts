import fc from 'fast-check';
import { safeDecode } from './safeDecode';

describe('safeDecode', () => {
  it('decodes valid escapes', () => {
    expect(safeDecode('a%20b%E4%B8%AD')).toBe('a b中');
  });

  it('keeps malformed text raw', () => {
    expect(safeDecode('%')).toBe('%');
    expect(safeDecode('100%zz')).toBe('100%zz');
    expect(safeDecode('%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('inverts encodeURIComponent and never throws', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(safeDecode(encodeURIComponent(text))).toBe(text);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(() => safeDecode(text)).not.toThrow();
      }),
    );
  });
});
