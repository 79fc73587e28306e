import fc from 'fast-check';
import {
  collectPathnames,
  entryHref,
  findTrail,
  flattenPages,
  getPrevNext,
  isGroup,
} from './navigation';
import type { NavEntry } from './navigationTypes';

const tree: NavEntry[] = [
  {
    pathname: '/material-ui/getting-started',
    children: [
      { pathname: '/material-ui/getting-started/overview' },
      { pathname: '/material-ui/getting-started/installation' },
    ],
  },
  {
    pathname: '/material-ui/components',
    children: [
      {
        pathname: '/material-ui/components/inputs',
        subheader: 'inputs',
        children: [
          { pathname: '/material-ui/react-button' },
          { pathname: '/material-ui/react-planned', planned: true },
          { pathname: '/material-ui/react-chip' },
        ],
      },
    ],
  },
  { pathname: '/material-ui/empty-group', children: [] },
  { pathname: '/material-ui/migration' },
];

const paths = (entries: NavEntry[]) => entries.map((entry) => entry.pathname);

describe('isGroup', () => {
  it('is true for entries with children, even empty', () => {
    expect(isGroup(tree[0])).toBe(true);
    expect(isGroup(tree[2])).toBe(true);
    expect(isGroup(tree[3])).toBe(false);
  });
});

describe('flattenPages / collectPathnames', () => {
  it('lists leaves in tree order including planned', () => {
    expect(paths(flattenPages(tree))).toEqual([
      '/material-ui/getting-started/overview',
      '/material-ui/getting-started/installation',
      '/material-ui/react-button',
      '/material-ui/react-planned',
      '/material-ui/react-chip',
      '/material-ui/migration',
    ]);
  });

  it('lists groups and leaves in pre-order', () => {
    expect(collectPathnames(tree)).toEqual([
      '/material-ui/getting-started',
      '/material-ui/getting-started/overview',
      '/material-ui/getting-started/installation',
      '/material-ui/components',
      '/material-ui/components/inputs',
      '/material-ui/react-button',
      '/material-ui/react-planned',
      '/material-ui/react-chip',
      '/material-ui/empty-group',
      '/material-ui/migration',
    ]);
  });
});

describe('findTrail', () => {
  it('returns ancestors then the entry, ignoring a trailing slash', () => {
    expect(paths(findTrail(tree, '/material-ui/react-chip/'))).toEqual([
      '/material-ui/components',
      '/material-ui/components/inputs',
      '/material-ui/react-chip',
    ]);
    expect(paths(findTrail(tree, '/material-ui/migration'))).toEqual(['/material-ui/migration']);
    expect(paths(findTrail(tree, '/material-ui/components'))).toEqual(['/material-ui/components']);
  });

  it('returns [] for an absent path', () => {
    expect(findTrail(tree, '/material-ui/react-nothing')).toEqual([]);
    expect(findTrail([], '/')).toEqual([]);
  });
});

describe('getPrevNext', () => {
  it('skips planned pages and groups', () => {
    const { prev, next } = getPrevNext(tree, '/material-ui/react-button/');
    expect(prev?.pathname).toBe('/material-ui/getting-started/installation');
    expect(next?.pathname).toBe('/material-ui/react-chip');
  });

  it('has no prev on the first page, no next on the last, nothing for unknown paths', () => {
    expect(getPrevNext(tree, '/material-ui/getting-started/overview').prev).toBeNull();
    expect(getPrevNext(tree, '/material-ui/migration').next).toBeNull();
    expect(getPrevNext(tree, '/material-ui/components')).toEqual({ prev: null, next: null });
    expect(getPrevNext(tree, '/material-ui/react-planned')).toEqual({ prev: null, next: null });
  });

  it('links consecutive linkable pages both ways', () => {
    const leafArb = fc.record({
      pathname: fc.stringMatching(/^\/a\/[a-z]{1,6}$/),
      planned: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.uniqueArray(leafArb, { selector: (leaf) => leaf.pathname }), (leaves) => {
        const entries: NavEntry[] = [{ pathname: '/a/group', children: leaves }];
        const linkable = leaves.filter((leaf) => !leaf.planned);
        linkable.forEach((leaf, index) => {
          const { prev, next } = getPrevNext(entries, leaf.pathname);
          expect(prev).toBe(linkable[index - 1] ?? null);
          expect(next).toBe(linkable[index + 1] ?? null);
        });
      }),
    );
  });
});

describe('entryHref', () => {
  it('adds a trailing slash and the query', () => {
    expect(entryHref({ pathname: '/material-ui/react-button' })).toBe('/material-ui/react-button/');
    expect(entryHref({ pathname: '/x/react-data-grid', query: { tab: 'a b', x: '1' } })).toBe(
      '/x/react-data-grid/?tab=a+b&x=1',
    );
    expect(entryHref({ pathname: '/x', query: {} })).toBe('/x/');
  });
});
