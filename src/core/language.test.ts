import fc from 'fast-check';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_LABELS,
  SUPPORTED_LANGUAGES,
  isLanguage,
  localizePath,
  parseLanguage,
  pathnameToLanguage,
} from './language';

const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const canonicalPath = fc
  .array(segment, { minLength: 0, maxLength: 5 })
  .map((parts) => `/${parts.join('/')}`);

describe('isLanguage / parseLanguage', () => {
  it('accepts exactly the supported codes', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(['en', 'zh']);
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('zh')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage('ZH')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it('falls back to the default for anything unsupported', () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(parseLanguage('zh')).toBe('zh');
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const parsed = parseLanguage(value);
        expect(parsed).toBe(value === 'zh' ? 'zh' : 'en');
      }),
    );
  });

  it('labels each language in its own script', () => {
    expect(LANGUAGE_LABELS).toEqual({ en: 'English', zh: '中文' });
  });
});

describe('pathnameToLanguage', () => {
  it('strips a zh prefix', () => {
    expect(pathnameToLanguage('/zh/material-ui/react-button/')).toEqual({
      userLanguage: 'zh',
      canonicalAs: '/material-ui/react-button/',
      canonicalPathname: '/material-ui/react-button/',
    });
  });

  it('treats /zh and /zh/ as the zh home page', () => {
    expect(pathnameToLanguage('/zh').canonicalAs).toBe('/');
    expect(pathnameToLanguage('/zh/').canonicalAs).toBe('/');
    expect(pathnameToLanguage('/zh').userLanguage).toBe('zh');
    expect(pathnameToLanguage('/zh?x=1#top').canonicalAs).toBe('/?x=1#top');
  });

  it('keeps query and hash in canonicalAs and drops both from the pathname', () => {
    const result = pathnameToLanguage('/zh/system/getting-started/?q=1#usage');
    expect(result.canonicalAs).toBe('/system/getting-started/?q=1#usage');
    expect(result.canonicalPathname).toBe('/system/getting-started/');
  });

  it('leaves /api paths as they are: the site has none to map (see language.ts)', () => {
    expect(pathnameToLanguage('/zh/api/button/')).toMatchObject({
      canonicalAs: '/api/button/',
      canonicalPathname: '/api/button/',
    });
  });

  it('leaves an unrecognised or partial prefix in place', () => {
    expect(pathnameToLanguage('/xx/foo')).toMatchObject({
      userLanguage: 'en',
      canonicalAs: '/xx/foo',
    });
    expect(pathnameToLanguage('/zhx/foo').canonicalAs).toBe('/zhx/foo');
    expect(pathnameToLanguage('/en/foo')).toMatchObject({
      userLanguage: 'en',
      canonicalAs: '/foo',
    });
    expect(pathnameToLanguage('/').canonicalAs).toBe('/');
  });

  it('is the inverse of localizePath for every canonical path and language', () => {
    fc.assert(
      fc.property(canonicalPath, fc.constantFrom(...SUPPORTED_LANGUAGES), (path, language) => {
        fc.pre(!/^\/(en|zh)(\/|$)/.test(path));
        const result = pathnameToLanguage(localizePath(path, language));
        expect(result.userLanguage).toBe(language);
        expect(result.canonicalAs).toBe(path);
      }),
    );
  });

  it('never keeps a query or a hash in the pathname', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const result = pathnameToLanguage(input);
        expect(result.canonicalPathname).not.toMatch(/[?#]/);
        expect(result.canonicalAs.startsWith(result.canonicalPathname)).toBe(true);
      }),
    );
  });
});

describe('localizePath', () => {
  it('adds /zh for zh and nothing for en', () => {
    expect(localizePath('/', 'zh')).toBe('/zh/');
    expect(localizePath('/material-ui/', 'zh')).toBe('/zh/material-ui/');
    expect(localizePath('/material-ui/', 'en')).toBe('/material-ui/');
    expect(localizePath('/', 'en')).toBe('/');
  });
});
