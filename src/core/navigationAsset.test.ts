import {
  NAVIGATION_ASSET_DIR,
  NAVIGATION_GLOBAL,
  navigationAssetUrl,
  navigationRefOf,
  navigationScript,
  type NavigationTrees,
} from './navigationAsset';
import type { NavEntry } from './navigationTypes';

const TREE: NavEntry[] = [
  {
    pathname: '/material-ui/getting-started',
    children: [
      { pathname: '/material-ui/getting-started/installation', title: 'Installation </script>' },
      { pathname: '/material-ui/getting-started/usage', newFeature: true, title: '用法 \u2028' },
    ],
  },
];

/** Runs a navigation script as a browser would, against a global object of its own. */
function runScript(script: string, global: Record<string, unknown>): void {
  new Function('self', script)(global);
}

describe('navigationAssetUrl', () => {
  it('names the area and the content hash under the static folder', () => {
    expect(navigationAssetUrl('joy-ui', '0123456789abcdef')).toBe(
      `${NAVIGATION_ASSET_DIR}joy-ui.0123456789abcdef.js`,
    );
    expect(NAVIGATION_ASSET_DIR.startsWith('/_next/static/')).toBe(true);
  });

  it('refuses a hash that could leave the folder or break the URL', () => {
    expect(() => navigationAssetUrl('x', '../../index')).toThrow(/not a content hash/);
    expect(() => navigationAssetUrl('x', 'ab')).toThrow(/not a content hash/);
  });
});

describe('navigationScript', () => {
  it('defines the tree, unchanged, under its URL', () => {
    const url = navigationAssetUrl('material-ui', 'aaaaaaaaaaaaaaaa');
    const global: Record<string, unknown> = {};
    runScript(navigationScript(url, TREE), global);
    expect((global[NAVIGATION_GLOBAL] as NavigationTrees)[url]).toEqual(TREE);
  });

  it('keeps the trees other scripts defined before it', () => {
    const first = navigationAssetUrl('material-ui', 'aaaaaaaaaaaaaaaa');
    const second = navigationAssetUrl('joy-ui', 'bbbbbbbbbbbbbbbb');
    const global: Record<string, unknown> = {};
    runScript(navigationScript(first, TREE), global);
    runScript(navigationScript(second, []), global);
    expect(Object.keys(global[NAVIGATION_GLOBAL] as NavigationTrees)).toEqual([first, second]);
  });
});

describe('navigationRefOf', () => {
  const url = navigationAssetUrl('system', 'cccccccccccccccc');

  it('reads the reference a page names', () => {
    expect(navigationRefOf({ navigation: { area: 'system', url } })).toEqual({
      area: 'system',
      url,
    });
    expect(navigationRefOf({ navigation: { area: 'system', url, tree: TREE } })?.tree).toBe(TREE);
  });

  it('is null for pages without one and for data that is not one', () => {
    expect(navigationRefOf(undefined)).toBeNull();
    expect(navigationRefOf({ title: 'Home' })).toBeNull();
    expect(navigationRefOf({ navigation: null })).toBeNull();
    expect(navigationRefOf({ navigation: TREE })).toBeNull();
    expect(navigationRefOf({ navigation: { area: 'nowhere', url } })).toBeNull();
    expect(navigationRefOf({ navigation: { area: 'system', url: 'https://evil.test/x.js' } })).toBe(
      null,
    );
    expect(navigationRefOf({ navigation: { area: 'system', url, tree: 'no' } })).toBeNull();
  });
});
