import { NAVIGATION_GLOBAL, type NavigationTrees } from '@/core/navigationAsset';
import type { NavArea, NavEntry } from '@/core/navigationTypes';
import { navigationFiles, navigationRef, navigationTreeFor } from './navigationAssets';
import { navigationTrees } from './navigationTrees';
import { NAV_ICON_PATHS, withIconPaths } from './navIconPaths';

/** Every entry of a tree, depth first. */
function flatten(tree: readonly NavEntry[]): NavEntry[] {
  return tree.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}

const env = process.env as Record<string, string | undefined>;

function inProductionBuild<T>(run: () => T): T {
  const before = env.NODE_ENV;
  env.NODE_ENV = 'production';
  try {
    return run();
  } finally {
    env.NODE_ENV = before;
  }
}

describe('navigation files', () => {
  it('writes one script per area, each defining the tree its pages name', () => {
    const files = navigationFiles();
    expect(files.map((file) => file.url.split('/').pop()?.split('.')[0])).toEqual([
      'material-ui',
      'joy-ui',
      'base-ui',
      'system',
      'x',
    ]);
    for (const file of files) {
      const global: Record<string, unknown> = {};
      new Function('self', file.body)(global);
      const ref = navigationRef(
        file.url.split('/').pop()?.split('.')[0] as Parameters<typeof navigationRef>[0],
      );
      expect(ref.url).toBe(file.url);
      expect((global[NAVIGATION_GLOBAL] as NavigationTrees)[file.url]).toEqual(
        withIconPaths(navigationTrees()[ref.area]),
      );
    }
  });

  it('leaves the tree out of a production page’s data, and keeps it for next dev and tests', () => {
    expect(navigationRef('joy-ui').tree).toEqual(withIconPaths(navigationTrees()['joy-ui']));
    const production = inProductionBuild(() => navigationRef('joy-ui'));
    expect(production).toEqual({ area: 'joy-ui', url: navigationRef('joy-ui').url });
    expect(JSON.stringify(production).length).toBeLessThan(100);
  });

  it('names a file per content: another tree, another URL', () => {
    const urls = new Set(navigationFiles().map((file) => file.url));
    expect(urls.size).toBe(5);
    expect(navigationRef('system').url).toMatch(
      /^\/_next\/static\/navigation\/system\.[0-9a-f]{16}\.js$/,
    );
  });

  it('gives the server render the tree a page names, and refuses a stale name', () => {
    const ref = inProductionBuild(() => navigationRef('base-ui'));
    expect(navigationTreeFor(ref)).toEqual(withIconPaths(navigationTrees()['base-ui']));
    expect(() => navigationTreeFor({ area: 'base-ui', url: navigationRef('system').url })).toThrow(
      /names the navigation file .* build again/,
    );
  });
});

describe('navigation icons', () => {
  it('sends each area the paths of the icons its entries name, and no other icon', () => {
    for (const file of navigationFiles()) {
      const area = file.url.split('/').pop()?.split('.')[0] as NavArea;
      const named = new Set(flatten(navigationTrees()[area]).map((entry) => entry.icon));
      for (const [name, path] of Object.entries(NAV_ICON_PATHS)) {
        expect(file.body.includes(path)).toBe(named.has(name));
      }
    }
  });

  it('draws a known icon into a copy of the tree, children included', () => {
    const authored: NavEntry[] = [
      {
        pathname: '/a/group',
        icon: 'BookIcon',
        children: [{ pathname: '/a/page', icon: 'CodeIcon' }, { pathname: '/a/plain' }],
      },
      { pathname: '/a/odd', icon: 'NoSuchIcon' },
    ];
    const before = JSON.stringify(authored);
    const sent = withIconPaths(authored);
    expect(sent[0].iconPath).toBe(NAV_ICON_PATHS.BookIcon);
    expect(sent[0].children?.[0].iconPath).toBe(NAV_ICON_PATHS.CodeIcon);
    expect(sent[0].children?.[1]).toEqual({ pathname: '/a/plain' });
    expect(sent[1].iconPath).toBeUndefined();
    expect(JSON.stringify(authored)).toBe(before);
  });
});
