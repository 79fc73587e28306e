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
  const translations: Record<string, string> = {
    'pages./material-ui/react-button': 'Bouton',
    'pages./material-ui/components/inputs': 'Page of the group',
    'nav.inputs': 'Entrées',
    'nav.data-display': 'Affichage',
  };
  const lookup = (key: string) => translations[key];

  it('rule 1: title false hides a page, even with a translation', () => {
    expect(pageTitle({ pathname: '/material-ui/react-button', title: false }, lookup)).toBeNull();
  });

  it('rule 1: title false hides a group too', () => {
    expect(
      pageTitle(
        {
          pathname: '/material-ui/components/inputs',
          subheader: 'inputs',
          title: false,
          children: [],
        },
        lookup,
      ),
    ).toBeNull();
  });

  it('rule 2: an explicit title wins over a translation key, on pages and groups', () => {
    expect(pageTitle({ pathname: '/material-ui/react-button', title: 'Btn' }, lookup)).toBe('Btn');
    expect(
      pageTitle(
        {
          pathname: '/material-ui/components/inputs',
          subheader: 'inputs',
          title: 'Forms',
          children: [],
        },
        lookup,
      ),
    ).toBe('Forms');
  });

  it('rule 3: a group takes nav.<subheader>, else nav.<last segment>', () => {
    expect(
      pageTitle(
        { pathname: '/material-ui/components/inputs', subheader: 'inputs', children: [] },
        lookup,
      ),
    ).toBe('Entrées');
    expect(
      pageTitle({ pathname: '/material-ui/components/data-display', children: [] }, lookup),
    ).toBe('Affichage');
  });

  it('rule 4: then the translation of pages.<pathname>', () => {
    expect(pageTitle({ pathname: '/material-ui/react-button' }, lookup)).toBe('Bouton');
  });

  it('rule 5: else the title from the path', () => {
    expect(pageTitle({ pathname: '/material-ui/react-chip' }, lookup)).toBe('Chip');
    expect(pageTitle({ pathname: '/material-ui/react-chip' })).toBe('Chip');
    expect(pageTitle({ pathname: '/material-ui/components/feedback', children: [] }, lookup)).toBe(
      'Feedback',
    );
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
