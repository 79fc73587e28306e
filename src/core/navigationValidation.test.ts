import fc from 'fast-check';
import type { NavEntry } from './navigationTypes';
import { validateNavigation } from './navigationValidation';

const always = { pageExists: () => true };

const valid: NavEntry[] = [
  {
    pathname: '/joy-ui/getting-started',
    children: [{ pathname: '/joy-ui/getting-started/overview' }],
  },
  { pathname: '/joy-ui/react-button' },
  { pathname: '/joy-ui/react-future', planned: true },
  { pathname: '/joy-ui' },
];

describe('validateNavigation', () => {
  it('accepts a valid tree', () => {
    expect(() => validateNavigation('joy-ui', valid, always)).not.toThrow();
  });

  it('rejects duplicates, groups included', () => {
    const entries: NavEntry[] = [{ pathname: '/joy-ui/a', children: [{ pathname: '/joy-ui/a' }] }];
    expect(() => validateNavigation('joy-ui', entries, always)).toThrow(
      new Error('Duplicate page path /joy-ui/a in joy-ui navigation'),
    );
  });

  it('rejects a duplicate anywhere in a generated tree', () => {
    const leaf = fc.stringMatching(/^\/x\/[a-z]{1,4}$/);
    fc.assert(
      fc.property(fc.uniqueArray(leaf, { minLength: 1 }), fc.nat(), (pathnames, pick) => {
        const duplicate = pathnames[pick % pathnames.length];
        const entries: NavEntry[] = [
          { pathname: '/x/group', children: pathnames.map((pathname) => ({ pathname })) },
          { pathname: duplicate },
        ];
        expect(() => validateNavigation('x', entries, always)).toThrow(
          `Duplicate page path ${duplicate} in x navigation`,
        );
        expect(() => validateNavigation('x', entries.slice(0, 1), always)).not.toThrow();
      }),
    );
  });

  it.each(['/material-ui/react-button', '/joy-uix/a', '/joy', '/docs'])(
    'rejects %s outside the area',
    (path) => {
      expect(() => validateNavigation('joy-ui', [{ pathname: path }], always)).toThrow(
        new Error(
          `Page ${path} is outside the joy-ui area: every path in data/joy-ui/pages.ts must start with /joy-ui/`,
        ),
      );
    },
  );

  it('rejects a linkable leaf without content but accepts planned ones and groups', () => {
    const pageExists = (pathname: string) => pathname !== '/joy-ui/missing';
    expect(() =>
      validateNavigation('joy-ui', [{ pathname: '/joy-ui/missing' }], { pageExists }),
    ).toThrow(
      new Error(
        'Page /joy-ui/missing in joy-ui navigation has no content: add its page or mark the entry planned',
      ),
    );
    const none = { pageExists: () => false };
    expect(() =>
      validateNavigation(
        'joy-ui',
        [{ pathname: '/joy-ui/g', children: [{ pathname: '/joy-ui/p', planned: true }] }],
        none,
      ),
    ).not.toThrow();
  });

  it('accepts the icons src/core/navIcons.ts lists and names an unknown one', () => {
    const known: NavEntry[] = [{ pathname: '/joy-ui/a', icon: 'DescriptionIcon', children: [] }];
    expect(() => validateNavigation('joy-ui', known, always)).not.toThrow();
    const unknown: NavEntry[] = [{ pathname: '/joy-ui/a', icon: 'RocketIcon', children: [] }];
    expect(() => validateNavigation('joy-ui', unknown, always)).toThrow(
      /Unknown icon "RocketIcon" on \/joy-ui\/a in joy-ui navigation: use one of AccountTreeIcon, /,
    );
  });

  it('rejects a planned entry with children', () => {
    const entries: NavEntry[] = [
      { pathname: '/joy-ui/g', planned: true, children: [{ pathname: '/joy-ui/g/a' }] },
    ];
    expect(() => validateNavigation('joy-ui', entries, always)).toThrow(
      new Error('Planned entry /joy-ui/g in joy-ui navigation cannot have children'),
    );
  });

  it.each(['/joy-ui/a/', '/joy-ui//a', '/joy-ui/a b', '/joy-ui/Button', '/joy-ui/a\t'])(
    'rejects the malformed path %p',
    (path) => {
      expect(() => validateNavigation('joy-ui', [{ pathname: path }], always)).toThrow(
        new Error(
          `Invalid page path "${path}" in joy-ui navigation: use lowercase segments without a trailing slash`,
        ),
      );
    },
  );

  it('reports the first problem in tree order', () => {
    const entries: NavEntry[] = [{ pathname: '/joy-ui/missing' }, { pathname: '/joy-ui/Upper' }];
    expect(() => validateNavigation('joy-ui', entries, { pageExists: () => false })).toThrow(
      /has no content/,
    );
  });
});
