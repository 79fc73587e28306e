import { pagePathForDataUrl } from './navigationData';

describe('pagePathForDataUrl (docs/upgrading.md#router-data-requests-and-the-fetch-wrapper)', () => {
  it('maps a data URL of this build to its page, with the trailing slash', () => {
    expect(pagePathForDataUrl('/_next/data/b1/material-ui/react-button.json', 'b1')).toBe(
      '/material-ui/react-button/',
    );
    expect(pagePathForDataUrl('/_next/data/b1/zh.json', 'b1')).toBe('/zh/');
    expect(pagePathForDataUrl('/_next/data/b1/zh/x/introduction.json', 'b1')).toBe(
      '/zh/x/introduction/',
    );
  });

  it('undoes the index segment Next adds for / and for routes starting with /index', () => {
    expect(pagePathForDataUrl('/_next/data/b1/index.json', 'b1')).toBe('/');
    expect(pagePathForDataUrl('/_next/data/b1/index/index.json', 'b1')).toBe('/index/');
    expect(pagePathForDataUrl('/_next/data/b1/index/index/guide.json', 'b1')).toBe('/index/guide/');
    expect(pagePathForDataUrl('/_next/data/b1/indexes.json', 'b1')).toBe('/indexes/');
  });

  it('leaves alone what is not a data request of this build', () => {
    expect(pagePathForDataUrl('/_next/data/other/versions.json', 'b1')).toBeNull();
    expect(pagePathForDataUrl('/_next/data/b1/versions.txt', 'b1')).toBeNull();
    expect(pagePathForDataUrl('/_next/static/chunks/a.json', 'b1')).toBeNull();
    expect(pagePathForDataUrl('/material-ui/react-button/', 'b1')).toBeNull();
    expect(pagePathForDataUrl('/_next/data/b1/.json', 'b1')).toBeNull();
    expect(pagePathForDataUrl('/_next/data/b1/a//b.json', 'b1')).toBeNull();
    expect(pagePathForDataUrl('/_next/data/b1/../secret.json', 'b1')).toBeNull();
    expect(pagePathForDataUrl('/_next/data//versions.json', '')).toBeNull();
  });
});
