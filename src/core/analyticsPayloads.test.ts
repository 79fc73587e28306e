import {
  locationParams,
  pageLocation,
  pageViewParams,
  pathOnly,
  userProperties,
} from './analyticsPayloads';

describe('pageLocation', () => {
  it.each([
    [
      'https://mui.com/production-error/?code=1&args[]=me%40example.com#x',
      'https://mui.com/production-error/',
    ],
    ['https://mui.com/material-ui/react-button/#demo', 'https://mui.com/material-ui/react-button/'],
    ['http://127.0.0.1:5302/x/?utm_source=mail', 'http://127.0.0.1:5302/x/'],
    ['https://mui.com', 'https://mui.com/'],
    ['https://user:secret@mui.com/a/?b', 'https://mui.com/a/'],
  ])('%s is sent as %s', (href, sent) => {
    expect(pageLocation(href)).toBe(sent);
  });

  it.each([[''], ['not a url'], ['javascript:alert(1)'], ['file:///etc/passwd']])(
    'sends nothing for %j',
    (href) => {
      expect(pageLocation(href)).toBe('');
    },
  );
});

describe('locationParams', () => {
  it('sends the location and the referrer without query or hash', () => {
    expect(
      locationParams('https://mui.com/x/?q=secret#h', 'https://www.google.com/search?q=mui'),
    ).toEqual({
      page_location: 'https://mui.com/x/',
      page_referrer: 'https://www.google.com/search',
    });
    expect(locationParams('https://mui.com/x/', '')).toEqual({
      page_location: 'https://mui.com/x/',
      page_referrer: '',
    });
  });
});

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
