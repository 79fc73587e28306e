import { savedLanguageTarget, type PageLoad, type SavedLanguageRules } from './savedLanguage';

const RULES: SavedLanguageRules = {
  cookieName: 'userLanguage',
  languages: ['en', 'zh'],
  defaultLanguage: 'en',
};

function load(overrides: Partial<PageLoad>): PageLoad {
  return {
    pathname: '/material-ui/react-button/',
    search: '',
    hash: '',
    cookie: '',
    referrer: '',
    origin: 'https://mui.com',
    notFound: false,
    pageLanguages: ['en', 'zh'],
    ...overrides,
  };
}

describe('savedLanguageTarget', () => {
  it('takes a visitor whose cookie names zh to the /zh/ twin, keeping query and hash', () => {
    expect(
      savedLanguageTarget(
        load({ cookie: 'a=1; userLanguage=zh', search: '?q=1', hash: '#basic' }),
        RULES,
      ),
    ).toBe('/zh/material-ui/react-button/?q=1#basic');
    expect(savedLanguageTarget(load({ pathname: '/', cookie: 'userLanguage=zh' }), RULES)).toBe(
      '/zh/',
    );
  });

  it('leaves a visitor without the cookie (a crawler) or with English on the canonical page', () => {
    expect(savedLanguageTarget(load({}), RULES)).toBeNull();
    expect(savedLanguageTarget(load({ cookie: 'userLanguage=en' }), RULES)).toBeNull();
    expect(savedLanguageTarget(load({ cookie: 'otheruserLanguage=zh' }), RULES)).toBeNull();
  });

  it('ignores a cookie value that is not a supported language', () => {
    for (const value of ['fr', 'ZH', '', 'zh-CN', '../zh']) {
      expect(savedLanguageTarget(load({ cookie: `userLanguage=${value}` }), RULES)).toBeNull();
    }
  });

  it('never moves a prefixed page, so the /zh/ twin cannot loop', () => {
    expect(
      savedLanguageTarget(load({ pathname: '/zh/material-ui/', cookie: 'userLanguage=zh' }), RULES),
    ).toBeNull();
    expect(
      savedLanguageTarget(load({ pathname: '/zh/material-ui/', cookie: 'userLanguage=en' }), RULES),
    ).toBeNull();
    expect(savedLanguageTarget(load({ pathname: '/xx/material-ui/' }), RULES)).toBeNull();
  });

  it('leads /en/… to the canonical page, whatever the cookie says', () => {
    expect(
      savedLanguageTarget(
        load({ pathname: '/en/material-ui/react-button/', hash: '#x', notFound: true }),
        RULES,
      ),
    ).toBe('/material-ui/react-button/#x');
    expect(
      savedLanguageTarget(
        load({ pathname: '/en', cookie: 'userLanguage=zh', notFound: true }),
        RULES,
      ),
    ).toBe('/');
    expect(savedLanguageTarget(load({ pathname: '/en/', notFound: true }), RULES)).toBe('/');
    // Only a whole segment is a prefix.
    expect(savedLanguageTarget(load({ pathname: '/enx/', notFound: true }), RULES)).toBeNull();
  });

  it('respects an unprefixed link followed from a page of this site', () => {
    const cookie = 'userLanguage=zh';
    expect(
      savedLanguageTarget(load({ cookie, referrer: 'https://mui.com/en/material-ui/' }), RULES),
    ).toBeNull();
    expect(savedLanguageTarget(load({ cookie, referrer: 'https://mui.com' }), RULES)).toBeNull();
    // Another site (or a look-alike origin) is not this site.
    expect(
      savedLanguageTarget(load({ cookie, referrer: 'https://mui.com.example.org/' }), RULES),
    ).toBe('/zh/material-ui/react-button/');
    expect(savedLanguageTarget(load({ cookie, referrer: 'https://github.com/' }), RULES)).toBe(
      '/zh/material-ui/react-button/',
    );
  });

  it('leaves the 404 page of an unknown unprefixed path alone', () => {
    expect(
      savedLanguageTarget(
        load({ pathname: '/nothing/', cookie: 'userLanguage=zh', notFound: true }),
        RULES,
      ),
    ).toBeNull();
  });

  it('is self-contained, so it runs the same when serialised into the inline script', () => {
    const revived = new Function(
      `return (${savedLanguageTarget.toString()})`,
    )() as typeof savedLanguageTarget;
    expect(revived(load({ cookie: 'userLanguage=zh' }), RULES)).toBe(
      '/zh/material-ui/react-button/',
    );
  });

  it('moves a zh visitor only to a twin the page has: an untranslated page stays English', () => {
    const zh = { cookie: 'userLanguage=zh' };
    expect(savedLanguageTarget(load({ ...zh, pageLanguages: ['en'] }), RULES)).toBeNull();
    expect(savedLanguageTarget(load({ ...zh, pageLanguages: ['en', 'zh'] }), RULES)).toBe(
      '/zh/material-ui/react-button/',
    );
  });

  it('takes the /zh/ URL of a page with no Chinese twin (the host answers 404) to its English page', () => {
    const missingTwin = { notFound: true, pageLanguages: [], search: '?q=1', hash: '#a' };
    expect(
      savedLanguageTarget(load({ ...missingTwin, pathname: '/zh/material-ui/guides/x/' }), RULES),
    ).toBe('/material-ui/guides/x/?q=1#a');
    // An unknown prefix stays the 404 page, and so does the English path it leads to.
    expect(
      savedLanguageTarget(load({ ...missingTwin, pathname: '/xx/material-ui/' }), RULES),
    ).toBeNull();
    expect(
      savedLanguageTarget(
        load({ ...missingTwin, pathname: '/material-ui/guides/x/', cookie: 'userLanguage=zh' }),
        RULES,
      ),
    ).toBeNull();
  });
});
