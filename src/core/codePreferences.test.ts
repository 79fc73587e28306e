import fc from 'fast-check';
import {
  CODE_STYLINGS,
  CODE_VARIANTS,
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
  codeStylingFromHash,
  codeVariantFromHash,
  initialCodeStyling,
  initialCodeVariant,
  parseCodeStyling,
  parseCodeVariant,
} from './codePreferences';

describe('constants', () => {
  it('match the contract', () => {
    expect(CODE_VARIANTS).toEqual(['JS', 'TS']);
    expect(DEFAULT_CODE_VARIANT).toBe('TS');
    expect(CODE_STYLINGS).toEqual(['system', 'tailwind', 'css']);
    expect(DEFAULT_CODE_STYLING).toBe('system');
  });
});

describe('parseCodeVariant / parseCodeStyling', () => {
  it('accept exact values only', () => {
    expect(parseCodeVariant('JS')).toBe('JS');
    expect(parseCodeVariant('TS')).toBe('TS');
    expect(parseCodeVariant('js')).toBeNull();
    expect(parseCodeVariant(' TS')).toBeNull();
    expect(parseCodeStyling('tailwind')).toBe('tailwind');
    expect(parseCodeStyling('CSS')).toBeNull();
    expect(parseCodeStyling(undefined)).toBeNull();
  });

  it('never return anything outside their sets', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const variant = parseCodeVariant(value);
        const styling = parseCodeStyling(value);
        expect(variant === null || variant === value).toBe(true);
        expect(styling === null || styling === value).toBe(true);
      }),
    );
  });
});

describe('codeVariantFromHash', () => {
  it.each([
    ['#BasicButtons.js', 'JS'],
    ['BasicButtons.js', 'JS'],
    ['#BasicButtons.tsx', 'TS'],
    ['#Basic%20Buttons.tsx', 'TS'],
    ['#BasicButtons.ts', null],
    ['#BasicButtons.jsx', null],
    ['#installation', null],
    ['', null],
    ['#%E0%A4%A.js', 'JS'],
  ])('%s -> %s', (hash, expected) => {
    expect(codeVariantFromHash(hash)).toBe(expected);
  });

  it('reads a hash with or without # the same way and never throws', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!text.startsWith('#'));
        expect(codeVariantFromHash(`#${text}`)).toBe(codeVariantFromHash(text));
      }),
    );
  });
});

describe('codeStylingFromHash', () => {
  it.each([
    ['#tailwind-basic-button', 'tailwind'],
    ['#css-basic-button', 'css'],
    ['system-basic-button', 'system'],
    ['#tailwind-css-demo', 'tailwind'],
    ['#demo-css-then-system-', 'css'],
    ['#demo-system-then-tailwind-', 'system'],
    ['#tailwind', null],
    ['#basic', null],
    ['#%74ailwind-x', 'tailwind'],
  ])('%s -> %s', (hash, expected) => {
    expect(codeStylingFromHash(hash)).toBe(expected);
  });

  it('picks the marker that starts earliest', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9]{0,6}$/),
        fc.constantFrom(...CODE_STYLINGS),
        fc.constantFrom(...CODE_STYLINGS),
        (padding, first, second) => {
          fc.pre(!/(tailwind|css|system)$/.test(padding));
          expect(codeStylingFromHash(`#${padding}${first}-x-${second}-y`)).toBe(first);
        },
      ),
    );
  });
});

describe('initial preferences', () => {
  it('take the hash first, then a valid cookie, then the default', () => {
    expect(initialCodeVariant({ hash: '#Demo.js', cookie: 'TS' })).toBe('JS');
    expect(initialCodeVariant({ hash: '#usage', cookie: 'JS' })).toBe('JS');
    expect(initialCodeVariant({ hash: '', cookie: 'python' })).toBe('TS');
    expect(initialCodeVariant({ hash: '', cookie: undefined })).toBe('TS');
    expect(initialCodeStyling({ hash: '#css-demo', cookie: 'tailwind' })).toBe('css');
    expect(initialCodeStyling({ hash: '', cookie: 'tailwind' })).toBe('tailwind');
    expect(initialCodeStyling({ hash: '', cookie: 'sass' })).toBe('system');
  });

  it('always return a member of the set', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: undefined }), (hash, cookie) => {
        expect(CODE_VARIANTS).toContain(initialCodeVariant({ hash, cookie }));
        expect(CODE_STYLINGS).toContain(initialCodeStyling({ hash, cookie }));
      }),
    );
  });
});
