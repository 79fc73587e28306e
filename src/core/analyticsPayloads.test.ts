import { pageViewParams, pathOnly, userProperties } from './analyticsPayloads';

describe('pathOnly', () => {
  it.each([
    ['/material-ui/react-button/?x=1#demo', '/material-ui/react-button/'],
    ['/#top', '/'],
    ['', '/'],
    ['/x/', '/x/'],
  ])('%s gives %s', (asPath, path) => {
    expect(pathOnly(asPath)).toBe(path);
  });
});

describe('pageViewParams', () => {
  it('carries the product identity of the page', () => {
    expect(pageViewParams('/zh/x/react-data-grid/sorting/#x')).toEqual({
      page_path: '/zh/x/react-data-grid/sorting/',
      productId: 'x-data-grid',
      productCategoryId: 'x',
    });
    expect(pageViewParams('/material-ui/react-button/')).toEqual({
      page_path: '/material-ui/react-button/',
      productId: 'material-ui',
      productCategoryId: 'core',
    });
    expect(pageViewParams('/versions/')).toEqual({
      page_path: '/versions/',
      productId: null,
      productCategoryId: null,
    });
  });
});

describe('userProperties', () => {
  it('names every preference', () => {
    expect(
      userProperties({
        colorMode: 'system',
        colorSchemeOS: 'dark',
        direction: 'rtl',
        userLanguage: 'zh',
        codeVariant: 'JS',
        codeStyling: 'tailwind',
      }),
    ).toEqual({
      color_mode: 'system',
      color_scheme_os: 'dark',
      direction: 'rtl',
      user_language: 'zh',
      code_variant: 'JS',
      code_styling: 'tailwind',
    });
  });
});
