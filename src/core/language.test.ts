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
      canonicalAsServer: '/material-ui/react-button/',
      canonicalPathname: '/material-ui/react-button/',
    });
  });

  it('treats /zh and /zh/ as the zh home page', () => {
    expect(pathnameToLanguage('/zh').canonicalAs).toBe('/');
    expect(pathnameToLanguage('/zh/').canonicalAs).toBe('/');
    expect(pathnameToLanguage('/zh').userLanguage).toBe('zh');
    expect(pathnameToLanguage('/zh?x=1#top').canonicalAs).toBe('/?x=1#top');
  });

  it('keeps query and hash in canonicalAs, drops the hash for the server and both for the pathname', () => {
    const result = pathnameToLanguage('/zh/system/getting-started/?q=1#usage');
    expect(result.canonicalAs).toBe('/system/getting-started/?q=1#usage');
    expect(result.canonicalAsServer).toBe('/system/getting-started/?q=1');
    expect(result.canonicalPathname).toBe('/system/getting-started/');
  });

  it('maps /api to /api-docs for server use only', () => {
    expect(pathnameToLanguage('/api/button/')).toMatchObject({
      canonicalAs: '/api/button/',
      canonicalAsServer: '/api-docs/button/',
      canonicalPathname: '/api-docs/button/',
    });
    expect(pathnameToLanguage('/zh/api').canonicalAsServer).toBe('/api-docs/');
    expect(pathnameToLanguage('/apis/x').canonicalAsServer).toBe('/apis/x');
    expect(pathnameToLanguage('/material-ui/api/button/').canonicalPathname).toBe(
      '/material-ui/api/button/',
    );
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

  it('never keeps a hash in the server path and never keeps a query in the pathname', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const result = pathnameToLanguage(input);
        expect(result.canonicalAsServer).not.toContain('#');
        expect(result.canonicalPathname).not.toMatch(/[?#]/);
        expect(result.canonicalAsServer.startsWith(result.canonicalPathname)).toBe(true);
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
