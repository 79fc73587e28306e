import { NAVIGATION_GLOBAL, type NavigationTrees } from '@/core/navigationAsset';
import { navigationFiles, navigationRef, navigationTreeFor } from './navigationAssets';
import { navigationTrees } from './navigationTrees';

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
        navigationTrees()[ref.area],
      );
    }
  });

  it('leaves the tree out of a production page’s data, and keeps it for next dev and tests', () => {
    expect(navigationRef('joy-ui').tree).toBe(navigationTrees()['joy-ui']);
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
    expect(navigationTreeFor(ref)).toBe(navigationTrees()['base-ui']);
    expect(() => navigationTreeFor({ area: 'base-ui', url: navigationRef('system').url })).toThrow(
      /names the navigation file .* build again/,
    );
  });
});
