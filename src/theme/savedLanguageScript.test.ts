import { savedLanguageScript } from './savedLanguageScript';

/** Runs the script with a stand-in `location` and `document`, and returns where it went. */
function run(script: string, pathname: string, cookie: string): string | null {
  let target: string | null = null;
  const location = {
    pathname,
    search: '',
    hash: '',
    origin: 'https://mui.com',
    replace: (url: string) => {
      target = url;
    },
  };
  const document = { cookie, referrer: '', documentElement: { style: { visibility: '' } } };
  new Function('location', 'document', 'setTimeout', script)(location, document, () => 0);
  return target;
}

describe('savedLanguageScript', () => {
  it('moves a zh visitor to the twin and never moves the 404 page of an unknown path', () => {
    expect(run(savedLanguageScript(false, ['en', 'zh']), '/material-ui/', 'userLanguage=zh')).toBe(
      '/zh/material-ui/',
    );
    expect(run(savedLanguageScript(true, []), '/material-ui/', 'userLanguage=zh')).toBeNull();
    expect(run(savedLanguageScript(true, []), '/en/material-ui/', '')).toBe('/material-ui/');
  });

  it('leaves a page with no Chinese twin, and takes the 404 of a missing twin to the English page', () => {
    expect(run(savedLanguageScript(false, ['en']), '/material-ui/', 'userLanguage=zh')).toBeNull();
    expect(run(savedLanguageScript(true, []), '/zh/material-ui/', 'userLanguage=zh')).toBe(
      '/material-ui/',
    );
  });

  it('names the cookie and languages of src/core/language.ts', () => {
    expect(savedLanguageScript(false, ['en', 'zh'])).toContain('"cookieName":"userLanguage"');
    expect(savedLanguageScript(false, ['en', 'zh'])).toContain('"languages":["en","zh"]');
  });
});
