import fc from 'fast-check';
import { pageTitle, pathnameToTitle } from './title';

describe('pathnameToTitle', () => {
  it.each([
    ['/material-ui/react-button', 'Button'],
    ['/material-ui/react-toggle-button-group/', 'Toggle Button Group'],
    ['/material-ui/react-use-media-query', 'useMediaQuery'],
    ['/base-ui/react-autocomplete/hooks-api', 'Hooks Api'],
    ['/system/getting-started/faq', 'Faq'],
    ['/joy-ui/main-features/global-variants', 'Global Variants'],
    ['/', ''],
  ])('%s -> %s', (pathname, title) => {
    expect(pathnameToTitle(pathname)).toBe(title);
  });

  it('ignores a trailing slash', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(\/[a-z]+(-[a-z]+)*){1,4}$/), (path) => {
        expect(pathnameToTitle(`${path}/`)).toBe(pathnameToTitle(path));
      }),
    );
  });

  it('produces no dashes for well-formed segments', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\/[a-z]+(-[a-z]+){0,4}$/), (path) => {
        expect(pathnameToTitle(path)).not.toContain('-');
      }),
    );
  });
});

describe('pageTitle', () => {
  const lookup = (key: string) =>
    key === 'pages./material-ui/react-button' ? 'Bouton' : undefined;

  it('hides the title when it is false, even with a translation', () => {
    expect(pageTitle({ pathname: '/material-ui/react-button', title: false }, lookup)).toBeNull();
  });

  it('prefers the translation, then the explicit title, then the path', () => {
    expect(pageTitle({ pathname: '/material-ui/react-button', title: 'Btn' }, lookup)).toBe(
      'Bouton',
    );
    expect(pageTitle({ pathname: '/material-ui/react-chip', title: 'Chips' }, lookup)).toBe(
      'Chips',
    );
    expect(pageTitle({ pathname: '/material-ui/react-chip' }, lookup)).toBe('Chip');
    expect(pageTitle({ pathname: '/material-ui/react-chip' })).toBe('Chip');
  });

  it('asks the lookup for the pages.<pathname> key', () => {
    const keys: string[] = [];
    pageTitle({ pathname: '/x/react-charts' }, (key) => {
      keys.push(key);
      return undefined;
    });
    expect(keys).toEqual(['pages./x/react-charts']);
  });
});
