import { measure, stemWord } from './searchStem';

describe('stemWord', () => {
  it('brings a verb, its -ing form and its noun to one stem', () => {
    const same = (words: string[]): void => {
      expect(new Set(words.map(stemWord)).size).toBe(1);
    };
    same(['migrate', 'migrating', 'migration', 'migrations']);
    same(['render', 'rendering', 'renders']);
    same(['customize', 'customizing', 'customization', 'custom']);
    same(['localize', 'localization']);
    same(['license', 'licensing']);
    same(['theme', 'theming', 'themes']);
    same(['hide', 'hiding']);
    same(['pin', 'pinning', 'pinned']);
    same(['stacked', 'stacking']);
    same(['validate', 'validation']);
  });

  it('keeps plurals as before: -ies to -y, and -us, -is, -ss words whole', () => {
    expect(stemWord('buttons')).toBe('button');
    expect(stemWord('queries')).toBe('query');
    expect(stemWord('classes')).toBe('class');
    expect(stemWord('status')).toBe('status');
    expect(stemWord('axis')).toBe('axis');
  });

  it('leaves short words, names with digits and non-ASCII words alone', () => {
    expect(stemWord('ing')).toBe('ing');
    expect(stemWord('api')).toBe('api');
    expect(stemWord('disableelevation')).toBe('disableelevation');
    expect(stemWord('gridtoolbarquickfilters')).toBe('gridtoolbarquickfilter');
    expect(stemWord('v4')).toBe('v4');
    expect(stemWord('grid2s')).toBe('grid2');
    expect(stemWord('café')).toBe('café');
  });

  it("follows Porter's conditions on the stem that remains", () => {
    // -ing needs a vowel before it; a doubled consonant is undone; a short cvc stem gets its e.
    expect(stemWord('string')).toBe('string');
    expect(stemWord('hopping')).toBe('hop');
    expect(stemWord('filing')).toBe('file');
    // -ion only after s or t.
    expect(stemWord('expansion')).toBe('expans');
    expect(stemWord('opinion')).toBe('opinion');
    expect(measure('tree')).toBe(0);
    expect(measure('trouble')).toBe(1);
    expect(measure('oaten')).toBe(2);
  });
});
