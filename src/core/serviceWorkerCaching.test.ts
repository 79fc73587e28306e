import {
  RUNTIME_CACHES,
  isCacheableAsset,
  isCacheableFile,
  isCacheablePage,
  isCacheableShellFile,
  staleCacheNames,
  mediaType,
  offlinePageFor,
  pageCacheKey,
  runtimeCacheFor,
  type RequestFacts,
} from './serviceWorkerCaching';

const ORIGIN = 'https://mui.com';

describe('mediaType', () => {
  it('drops parameters and case', () => {
    expect(mediaType('Text/JavaScript; charset=utf-8')).toBe('text/javascript');
    expect(mediaType(' font/woff2 ')).toBe('font/woff2');
    expect(mediaType(null)).toBe('');
  });
});

describe('isCacheableAsset', () => {
  it.each([
    'text/javascript; charset=utf-8',
    'application/javascript',
    'text/css',
    'font/woff2',
    'font/woff',
    'application/json; charset=utf-8',
  ])('keeps a complete %s', (contentType) => {
    expect(isCacheableAsset({ status: 200, contentType })).toBe(true);
  });

  it.each([
    ['an HTML page standing in for a missing chunk', 200, 'text/html; charset=utf-8'],
    ['a response without a type', 200, null],
    ['an image', 200, 'image/png'],
    ['a partial response', 206, 'text/javascript'],
    ['an error', 404, 'text/javascript'],
    ['a redirect', 301, 'text/javascript'],
  ])('refuses %s', (_case, status, contentType) => {
    expect(isCacheableAsset({ status, contentType })).toBe(false);
  });
});

describe('isCacheablePage and isCacheableFile', () => {
  it('keeps complete HTML as a page, and nothing else', () => {
    expect(isCacheablePage({ status: 200, contentType: 'text/html; charset=utf-8' })).toBe(true);
    expect(isCacheablePage({ status: 404, contentType: 'text/html' })).toBe(false);
    expect(isCacheablePage({ status: 206, contentType: 'text/html' })).toBe(false);
    expect(isCacheablePage({ status: 200, contentType: 'application/json' })).toBe(false);
  });

  it('keeps a complete file unless HTML stands in for it', () => {
    expect(isCacheableFile({ status: 200, contentType: 'application/json' })).toBe(true);
    expect(isCacheableFile({ status: 200, contentType: 'application/octet-stream' })).toBe(true);
    expect(isCacheableFile({ status: 200, contentType: 'text/html' })).toBe(false);
    expect(isCacheableFile({ status: 206, contentType: 'application/json' })).toBe(false);
  });
});

describe('runtimeCacheFor', () => {
  const request = (path: string, overrides: Partial<RequestFacts> = {}): RequestFacts => ({
    url: new URL(path, ORIGIN),
    origin: ORIGIN,
    method: 'GET',
    mode: 'cors',
    hasRange: false,
    ...overrides,
  });

  it('sorts the site own requests into pages, hashed assets and other files', () => {
    expect(runtimeCacheFor(request('/versions/', { mode: 'navigate' }))).toBe('pages');
    expect(runtimeCacheFor(request('/_next/static/chunks/a.js', { mode: 'no-cors' }))).toBe(
      'assets',
    );
    expect(runtimeCacheFor(request('/search-index/en/a.bin'))).toBe('files');
    expect(runtimeCacheFor(request('/material-icons/a501e0428234/Outlined-3.json'))).toBe('assets');
    expect(runtimeCacheFor(request('/material-ui/react-button.md'))).toBe('files');
  });

  it('keeps a page fetched for client-side navigation with the pages', () => {
    expect(runtimeCacheFor(request('/material-ui/react-button/'))).toBe('pages');
    expect(runtimeCacheFor(request('/zh/'))).toBe('pages');
  });

  it('leaves other origins, other methods and range requests alone', () => {
    expect(runtimeCacheFor(request('https://www.googletagmanager.com/gtag/js'))).toBeNull();
    expect(runtimeCacheFor(request('/versions/', { method: 'POST' }))).toBeNull();
    expect(runtimeCacheFor(request('/video.mp4', { hasRange: true }))).toBeNull();
  });
});

describe('pageCacheKey', () => {
  it('keeps a page by its path, without query or hash', () => {
    expect(pageCacheKey(new URL('/production-error/?code=1&args[]=me#x', ORIGIN))).toBe(
      'https://mui.com/production-error/',
    );
  });
});

describe('offlinePageFor', () => {
  const pages = [
    { prefix: '/zh/', url: '/zh/offline/' },
    { prefix: '/', url: '/offline/' },
  ];

  it('picks the most specific prefix', () => {
    expect(offlinePageFor('/zh/blog/', pages)).toBe('/zh/offline/');
    expect(offlinePageFor('/blog/', pages)).toBe('/offline/');
    expect(offlinePageFor('/blog/', [])).toBeNull();
  });
});

describe('RUNTIME_CACHES', () => {
  it('bounds every runtime cache in entries and age, under one prefix', () => {
    for (const limits of Object.values(RUNTIME_CACHES)) {
      expect(limits.name).toMatch(/^mui-docs-/);
      expect(limits.maxEntries).toBeGreaterThan(0);
      expect(limits.maxEntries).toBeLessThanOrEqual(200);
      expect(limits.maxAgeSeconds).toBeLessThanOrEqual(30 * 24 * 60 * 60);
    }
  });
});

describe('isCacheableShellFile', () => {
  const html = { status: 200, contentType: 'text/html; charset=utf-8' };
  const script = { status: 200, contentType: 'text/javascript; charset=utf-8' };

  it('takes pages as HTML and hashed assets as scripts, styles or fonts', () => {
    expect(isCacheableShellFile('/offline/', html)).toBe(true);
    expect(isCacheableShellFile('/404.html', html)).toBe(true);
    expect(isCacheableShellFile('/_next/static/chunks/a.js', script)).toBe(true);
    expect(isCacheableShellFile('/_next/static/chunks/a.js', html)).toBe(false);
    expect(isCacheableShellFile('/offline/', { status: 404, contentType: 'text/html' })).toBe(
      false,
    );
  });
});

describe('staleCacheNames', () => {
  it('deletes only this site caches that are no longer used', () => {
    expect(
      staleCacheNames([
        'mui-docs-0123456789ab',
        'mui-docs-shell',
        'mui-docs-pages',
        'mui-docs-assets',
        'mui-docs-files',
        'someone-else',
        'workbox-precache-v2-https://mui.com/',
      ]),
    ).toEqual(['mui-docs-0123456789ab']);
  });
});
