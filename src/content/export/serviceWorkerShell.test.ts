import { pageAssets, type PageAssets } from './pageAssets';
import { assetsOfEveryPage, shellUrls } from './serviceWorkerShell';

const page = (scripts: string[], stylesheets: string[] = [], fonts: string[] = []): PageAssets => ({
  scripts,
  stylesheets,
  fonts,
});

describe('pageAssets', () => {
  it('finds local scripts, stylesheets and preloaded fonts once each', () => {
    const html =
      '<link rel="preload" href="/_next/static/media/plex.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>' +
      '<link rel="stylesheet" href="/_next/static/css/app.css"/><link rel="preload" href="/x.js" as="script"/>' +
      '<script src="/_next/static/chunks/main.js" defer=""></script><script src="/_next/static/chunks/main.js"></script>' +
      '<script src="https://cdn.example/y.js"></script><link rel="stylesheet" href="//cdn.example/z.css"/>';
    expect(pageAssets(html)).toEqual({
      scripts: ['/_next/static/chunks/main.js'],
      stylesheets: ['/_next/static/css/app.css'],
      fonts: ['/_next/static/media/plex.woff2'],
    });
  });
});

describe('assetsOfEveryPage', () => {
  it('keeps what every page with scripts loads', () => {
    const pages = [
      page(['/runtime.js', '/app.js', '/home.js'], ['/shell.css'], ['/plex-400.woff2']),
      page(
        ['/runtime.js', '/app.js', '/grid.js'],
        ['/shell.css', '/grid.css'],
        ['/plex-400.woff2'],
      ),
      page([], ['/other.css']),
    ];
    expect(assetsOfEveryPage(pages).sort()).toEqual(
      ['/app.js', '/plex-400.woff2', '/runtime.js', '/shell.css'].sort(),
    );
    expect(assetsOfEveryPage([])).toEqual([]);
  });

  it('takes the pages one at a time, as the export reads them', () => {
    const read: string[] = [];
    function* pagesReadLazily(): Generator<PageAssets> {
      for (const name of ['a', 'b', 'c']) {
        read.push(name);
        yield page(['/runtime.js', `/${name}.js`], ['/shell.css']);
      }
    }
    const pages = pagesReadLazily();
    expect(read).toEqual([]);
    expect(assetsOfEveryPage(pages).sort()).toEqual(['/runtime.js', '/shell.css']);
    expect(read).toEqual(['a', 'b', 'c']);
  });
});

describe('shellUrls', () => {
  it('adds the fallback pages and all they load', () => {
    const pages = [page(['/runtime.js', '/a.js']), page(['/runtime.js', '/b.js'])];
    const fallbacks = [
      { url: '/offline/', assets: page(['/runtime.js', '/offline.js'], ['/shell.css']) },
      { url: '/404.html', assets: page(['/runtime.js', '/404.js']) },
    ];
    expect(shellUrls(pages, fallbacks)).toEqual([
      '/404.html',
      '/404.js',
      '/offline.js',
      '/offline/',
      '/runtime.js',
      '/shell.css',
    ]);
  });
});
