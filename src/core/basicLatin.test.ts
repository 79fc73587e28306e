import { BASIC_LATIN_CHARACTERS, unicodeRange } from './basicLatin';

describe('basic latin', () => {
  it('holds printable ASCII and the punctuation of the pages', () => {
    for (const character of ' az~AZ09{}—–…‹›’“”→↑↓×') {
      expect(BASIC_LATIN_CHARACTERS).toContain(character);
    }
    expect(BASIC_LATIN_CHARACTERS).not.toContain('é');
    expect(BASIC_LATIN_CHARACTERS).not.toContain('\n');
  });

  it('writes a unicode-range in runs, sorted and without repeats', () => {
    expect(unicodeRange('cab')).toBe('U+61-63');
    expect(unicodeRange('a—–a')).toBe('U+61, U+2013-2014');
    expect(unicodeRange(BASIC_LATIN_CHARACTERS)).toMatch(/^U\+20-7E, U\+A0, U\+A9, U\+B0, /);
  });
});
