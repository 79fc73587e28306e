import fc from 'fast-check';
import { PRODUCT_LABELS, getProductInfo } from './product';

describe('getProductInfo', () => {
  it.each([
    ['/material-ui/react-button/', 'material-ui', 'core'],
    ['/material-ui', 'material-ui', 'core'],
    ['/joy-ui/getting-started/installation', 'joy-ui', 'core'],
    ['/base-ui/', 'base-ui', 'core'],
    ['/system/getting-started/', 'system', 'core'],
    ['/x/react-data-grid/editing/', 'x-data-grid', 'x'],
    ['/x/react-date-pickers', 'x-date-pickers', 'x'],
    ['/x/react-charts/bars/', 'x-charts', 'x'],
    ['/x/react-tree-view/', 'x-tree-view', 'x'],
    ['/x/api/data-grid/data-grid/', 'x-data-grid', 'x'],
    ['/x/api/date-pickers/date-picker', 'x-date-pickers', 'x'],
    ['/x/api/charts/bar-chart/', 'x-charts', 'x'],
    ['/x/api/tree-view/simple-tree-view/', 'x-tree-view', 'x'],
    ['/x/', null, 'x'],
    ['/x/introduction/', null, 'x'],
    ['/x/api/unknown/thing', null, 'x'],
    ['/x/react-unknown/', null, 'x'],
    ['/docs/', 'docs', null],
    ['/docs/some/page', 'docs', null],
    ['/experiments/docs/callouts/', 'docs-infra', null],
    ['/experiments/other/', null, null],
    ['/', null, null],
    ['/versions/', null, null],
    ['/blog/some-post/', null, null],
    ['/toolpad/', null, null],
    ['/production-error/', null, null],
    ['/material-uix/', null, null],
    ['/xx/material-ui/', null, null],
  ])('%s -> %s / %s', (pathname, productId, productCategoryId) => {
    expect(getProductInfo(pathname)).toEqual({ productId, productCategoryId });
  });

  it('ignores a language prefix, query, hash and trailing slash', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          '/material-ui/react-button',
          '/x/react-charts/bars',
          '/x/api/data-grid/data-grid',
          '/docs',
          '/experiments/docs/x',
          '/blog',
        ),
        fc.constantFrom('', '/zh', '/en'),
        fc.constantFrom('', '/'),
        fc.constantFrom('', '?a=1', '?q=/x/'),
        fc.constantFrom('', '#hash', '#/docs/'),
        (path, prefix, slash, query, hash) => {
          expect(getProductInfo(`${prefix}${path}${slash}${query}${hash}`)).toEqual(
            getProductInfo(path),
          );
        },
      ),
    );
  });

  it('has a display name for every core and X product', () => {
    expect(PRODUCT_LABELS).toEqual({
      'material-ui': 'Material UI',
      'joy-ui': 'Joy UI',
      'base-ui': 'Base UI',
      system: 'MUI System',
      'x-data-grid': 'Data Grid',
      'x-date-pickers': 'Date and Time Pickers',
      'x-charts': 'Charts',
      'x-tree-view': 'Tree View',
    });
  });
});
