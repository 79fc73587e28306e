/**
 * The groups of each area's side navigation (docs/product-rules.md#side-navigation): the top-level
 * groups a reader finds, in order, and the categories that divide the components group. Written
 * out here, so that a tree edited by mistake (a group dropped, merged or renamed) fails.
 */
import type { NavEntry } from '@/core/navigationTypes';
import { navigationTrees } from './navigationTrees';

const trees = navigationTrees();

/** The last path segment of each top-level group of an area, in order. */
function topGroups(tree: readonly NavEntry[]): string[] {
  return tree
    .filter((entry) => (entry.children ?? []).length > 0)
    .map((entry) => entry.pathname.split('/').pop() ?? '');
}

/** The subheaders dividing an area's components group, in order. */
function componentCategories(tree: readonly NavEntry[], area: string): (string | undefined)[] {
  const components = tree.find((entry) => entry.pathname === `/${area}/components`);
  return (components?.children ?? [])
    .filter((entry) => (entry.children ?? []).length > 0)
    .map((entry) => entry.subheader);
}

const CATEGORIES = [
  'inputs',
  'data-display',
  'feedback',
  'surfaces',
  'navigation',
  'layout',
  'utils',
];

describe('the side navigation groups (docs/product-rules.md#side-navigation)', () => {
  it.each([
    [
      'material-ui',
      [
        'getting-started-group',
        'components',
        'api',
        'customization',
        'guides',
        'experimental-api',
        'discover-more',
        'migration',
      ],
    ],
    [
      'joy-ui',
      ['getting-started-group', 'components', 'api', 'customization', 'integrations', 'migration'],
    ],
    ['base-ui', ['getting-started-group', 'components', 'api', 'guides']],
    [
      'system',
      [
        'getting-started-group',
        'style-utilities',
        'components',
        'api',
        'experimental-api',
        'styles',
        'customization',
      ],
    ],
    [
      'x',
      [
        'introduction-group',
        'data-grid',
        'date-pickers',
        'charts',
        'tree-view',
        'api',
        'migration',
      ],
    ],
  ] as const)('%s has its groups, in order', (area, groups) => {
    expect(topGroups(trees[area])).toEqual(groups);
  });

  it.each([
    ['material-ui', CATEGORIES],
    ['joy-ui', CATEGORIES],
    ['base-ui', CATEGORIES.filter((category) => category !== 'layout')],
    ['system', ['layout']],
  ] as const)('%s divides its components by category', (area, categories) => {
    expect(componentCategories(trees[area], area)).toEqual(categories);
  });

  it('titles every category and top-level group through the translations (nav.<name>)', () => {
    const translations = jest.requireActual<{ nav: Record<string, string> }>(
      '../../translations/translations.json',
    );
    for (const category of CATEGORIES) {
      expect({ category, title: translations.nav[category] }).toEqual({
        category,
        title: expect.any(String),
      });
    }
  });
});
