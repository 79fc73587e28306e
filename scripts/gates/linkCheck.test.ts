import path from 'node:path';
import { checkLinks, cssUrls, formatProblems, scanPage, srcsetUrls } from './linkCheck';
import { sitemapLocations, urlPathOf } from './exportFiles';
import { decodeEntities, scanHtml, type StartTag } from './htmlScan';
import { loaderScript } from '@/content/export/paintFirstScripts';

const FIXTURE = path.join(__dirname, '..', '..', 'test', 'fixtures', 'broken-site');

describe('scanHtml', () => {
  const tagsOf = (html: string): StartTag[] => {
    const tags: StartTag[] = [];
    scanHtml(html, { tag: (tag) => tags.push(tag) });
    return tags;
  };

  it('reads quoted, unquoted and bare attributes, decoding character references', () => {
    const [tag] = tagsOf('<A HREF="/a?x=1&amp;y=2" data-x=\'q\' id=plain hidden>text</A>');
    expect(tag.name).toBe('a');
    expect(Object.fromEntries(tag.attributes)).toEqual({
      href: '/a?x=1&y=2',
      'data-x': 'q',
      id: 'plain',
      hidden: '',
    });
  });

  it('skips comments, doctypes and the inside of scripts, and hands over style text', () => {
    const styles: string[] = [];
    const names: string[] = [];
    scanHtml(
      '<!doctype html><!-- <a href="/no"> --><script>if (a<b) document.write("<a href=/no>")</script><style>p{background:url(/x.png)}</style><p id="yes">',
      { tag: (tag) => names.push(tag.name), styleText: (css) => styles.push(css) },
    );
    expect(names).toEqual(['script', 'style', 'p']);
    expect(styles).toEqual(['p{background:url(/x.png)}']);
  });

  it('survives markup cut off in the middle of a tag', () => {
    expect(tagsOf('<p>ok</p><a href="/x')).toHaveLength(1);
  });

  it('decodes numeric and named references, and leaves unknown ones', () => {
    expect(decodeEntities('&#39;&#x27;&quot;&lt;&gt;&amp;&unknown;')).toBe(`''"<>&&unknown;`);
  });
});

describe('scanPage', () => {
  it('checks the scripts a paint-first loader adds as assets of the page', () => {
    const { references } = scanPage(`<body>${loaderScript(['/_next/static/a.js'])}</body>`);
    expect(references).toContainEqual({ raw: '/_next/static/a.js', kind: 'asset' });
  });
});

describe('URL helpers', () => {
  it('finds the URLs of stylesheets, srcsets and sitemaps', () => {
    expect(
      cssUrls(`@import "a.css"; b{src:url( './f.woff2' ) format("woff2"),url(data:x)}`),
    ).toEqual(['a.css', './f.woff2', 'data:x']);
    expect(srcsetUrls('/a.png 1x, /b.png 2x')).toEqual(['/a.png', '/b.png']);
    expect(sitemapLocations('<url><loc>https://x.test/a/?b=1&amp;c=2</loc></url>')).toEqual([
      'https://x.test/a/?b=1&c=2',
    ]);
  });

  it('maps export files to the URL paths a static host serves them at', () => {
    expect(urlPathOf('index.html')).toBe('/');
    expect(urlPathOf(path.join('a', 'b', 'index.html'))).toBe('/a/b/');
    expect(urlPathOf('404.html')).toBe('/404.html');
  });
});

describe('checkLinks over the broken fixture site', () => {
  const result = checkLinks(FIXTURE, { origin: 'https://fixture.example' });
  const on = (page: string): string[] =>
    result.problems.filter((p) => p.page === page).map((p) => `${p.link} ${p.reason}`);

  it('reads every page', () => {
    expect(result.pages).toBeGreaterThanOrEqual(9);
  });

  it('passes the pages with nothing wrong, their stylesheets, and what they link to', () => {
    expect(on('/')).toEqual([]);
    expect(on('/guide/')).toEqual([]);
    expect(on('/style.css')).toEqual([]);
  });

  it('names the page and each broken link, anchor and asset', () => {
    expect(on('/broken-links/')).toEqual([
      'https://fixture.example/old-address/ nothing is exported at /old-address/',
      '/_next/static/css/missing.css nothing is exported at /_next/static/css/missing.css',
      '/missing-page/ nothing is exported at /missing-page/',
      '/guide/#no-such-section no element with id "no-such-section" on /guide/',
      '#nowhere no element with id "nowhere" on this page',
      '/images/missing.png nothing is exported at /images/missing.png',
    ]);
    expect(on('/failed-request/')).toEqual([
      '/scripts/missing.js nothing is exported at /scripts/missing.js',
    ]);
    expect(result.problems).toHaveLength(7);
    expect(formatProblems(result.problems)).toContain(
      '  /broken-links/\n    https://fixture.example/old-address/  →  nothing is exported at /old-address/\n',
    );
  });

  it('checks canonical links only when they are on the site origin', () => {
    const other = checkLinks(FIXTURE, { origin: 'https://elsewhere.example' });
    expect(other.problems.map((p) => p.link)).not.toContain('https://fixture.example/old-address/');
    expect(other.problems).toHaveLength(6);
    expect(result.references).toBeGreaterThan(20);
  });
});
