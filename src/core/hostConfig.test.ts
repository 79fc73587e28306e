import {
  CACHE_IMMUTABLE,
  headerRules,
  headersFile,
  nginxRedirects,
  redirectsFile,
  rulesOverlap,
} from './hostConfig';

describe('host configuration', () => {
  it('caches hashed assets and versioned search files for a year, and revalidates the worker and the search manifest', () => {
    const file = headersFile(headerRules(['en', 'zh']));
    expect(file).toContain(`/_next/static/*\n  Cache-Control: ${CACHE_IMMUTABLE}`);
    expect(file).toContain(`/search-index/zh/terms/*\n  Cache-Control: ${CACHE_IMMUTABLE}`);
    expect(file).toContain('/search-index/en/manifest.bin\n  Cache-Control: no-cache');
    expect(file).toContain('/sw.js\n  Cache-Control: no-cache');
  });

  it('refuses overlapping rules, whose values a host would join', () => {
    expect(rulesOverlap('/_next/static/*', '/_next/static/chunks/a.js')).toBe(true);
    expect(rulesOverlap('/*', '/sw.js')).toBe(true);
    expect(rulesOverlap('/search-index/en/terms/*', '/search-index/en/manifest.bin')).toBe(false);
    expect(() =>
      headersFile([
        { path: '/*', headers: { 'Cache-Control': 'no-cache' } },
        { path: '/_next/static/*', headers: { 'Cache-Control': CACHE_IMMUTABLE } },
      ]),
    ).toThrow('overlap');
  });

  it('writes each redirect as a 301, for the hosts and for nginx', () => {
    const redirects = [{ from: '/old/page/', to: '/new/page/' }];
    expect(redirectsFile(redirects)).toContain('\n/old/page/ /new/page/ 301\n');
    expect(nginxRedirects(redirects)).toContain(
      '\nlocation = /old/page/ { return 301 /new/page/; }\n',
    );
  });

  it('refuses a path that would break out of a configuration line', () => {
    for (const from of ['/a b/', '/a;b/', '/a/../b/', '/no-slash', '/a{b}/']) {
      expect(() => nginxRedirects([{ from, to: '/b/' }])).toThrow('cannot be written');
      expect(() => redirectsFile([{ from, to: '/b/' }])).toThrow('cannot be written');
    }
  });
});
