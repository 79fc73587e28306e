import { redirectHref, redirectProblems } from './redirects';

const pages = new Set(['/system/borders', '/material-ui/getting-started']);
const options = {
  file: 'data/system/redirects.ts',
  area: 'system',
  isPage: (pathname: string) => pages.has(pathname),
};

describe('redirectProblems', () => {
  it('accepts a redirect from a moved path to an existing page', () => {
    expect(
      redirectProblems([{ from: '/system/guides/borders', to: '/system/borders' }], options),
    ).toEqual([]);
  });

  it('names the file when the target is not a page', () => {
    expect(
      redirectProblems([{ from: '/system/guides/borders', to: '/system/border' }], options),
    ).toEqual([
      'data/system/redirects.ts: the redirect from /system/guides/borders leads to /system/border, which is not a page of this site: fix the target',
    ]);
  });

  it('refuses a source that is also a page', () => {
    expect(
      redirectProblems([{ from: '/system/borders', to: '/material-ui/getting-started' }], options),
    ).toEqual([
      'data/system/redirects.ts: /system/borders is both a page and a redirect: remove the page from the navigation, or the redirect',
    ]);
  });

  it('refuses a source outside the area, a duplicate and a badly written path', () => {
    const problems = redirectProblems(
      [
        { from: '/joy-ui/old', to: '/system/borders' },
        { from: '/system/old', to: '/system/borders' },
        { from: '/system/old', to: '/system/borders' },
        { from: '/system/Old/', to: '/system/borders' },
      ],
      options,
    );
    expect(problems).toEqual([
      "data/system/redirects.ts: redirect from /joy-ui/old is outside the system area: declare it in that area's redirects.ts",
      'data/system/redirects.ts: /system/old is redirected twice: keep one entry',
      'data/system/redirects.ts: redirect from "/system/Old/" is not a canonical path: write lowercase segments with a leading slash and no trailing slash',
    ]);
  });
});

describe('redirectHref', () => {
  it('keeps the language of the page', () => {
    expect(redirectHref('/system/borders', 'en')).toBe('/system/borders/');
    expect(redirectHref('/system/borders', 'zh')).toBe('/zh/system/borders/');
  });
});
