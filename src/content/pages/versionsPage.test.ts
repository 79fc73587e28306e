/** The versions page's links to the documentation of earlier major versions (docs/product-rules.md#versions). */
import { versionsPageProps } from './versionsPage';

function olderOf(product: string): { label: string; url: string }[] {
  const info = versionsPageProps('en').products.find((entry) => entry.product === product);
  if (!info) {
    throw new Error(`The versions page lists no ${product}`);
  }
  return info.older;
}

describe('the versions page', () => {
  it('lists every documented product with its installed version', () => {
    const products = versionsPageProps('en').products.map(({ product, version }) => [
      product,
      version,
    ]);
    expect(products).toEqual(
      expect.arrayContaining([
        ['material-ui', '5.15.2'],
        ['joy-ui', '5.0.0-beta.20'],
        ['base-ui', '5.0.0-beta.29'],
        ['system', '5.15.2'],
      ]),
    );
    expect(products).toHaveLength(8);
  });

  it.each([
    [
      'material-ui',
      [
        ['v4', 'https://v4.mui.com/'],
        ['v3', 'https://v3.mui.com/'],
        ['v1', 'https://v1.mui.com/'],
        ['v0', 'https://v0.mui.com/'],
      ],
    ],
    ['system', [['v4', 'https://v4.mui.com/system/basics/']]],
    ['x-data-grid', [['v5', 'https://v5.mui.com/x/react-data-grid/']]],
    ['x-date-pickers', [['v5', 'https://v5.mui.com/x/react-date-pickers/']]],
    ['joy-ui', []],
    ['base-ui', []],
    ['x-charts', []],
    ['x-tree-view', []],
  ])('links the earlier major versions of %s', (product, expected) => {
    expect(olderOf(product).map(({ label, url }) => [label, url])).toEqual(expected);
  });
});
