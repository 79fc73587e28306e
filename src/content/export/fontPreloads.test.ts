import {
  PRELOAD_MARK,
  addFontPreloads,
  isShellFirstPaintFace,
  linkedStylesheets,
} from './fontPreloads';
import { basicLatinFaces } from './demoFontPreloads';

const firstPaintFontUrls = (cssUrl: string, css: string): string[] =>
  basicLatinFaces(cssUrl, css)
    .filter(isShellFirstPaintFace)
    .map((face) => face.url);

const CSS = [
  '@font-face{font-family:IBM Plex Sans;font-weight:400;src:url(../media/ibm-plex-sans-cyrillic-400-normal.aa.woff2)format("woff2")}',
  '@font-face{font-family:IBM Plex Sans;font-weight:400;src:url(../media/ibm-plex-sans-latin-400-normal.a1.woff2)format("woff2"),url(../media/ibm-plex-sans-latin-400-normal.a2.woff)format("woff")}',
  '@font-face{font-family:IBM Plex Sans;font-weight:400;src:url(../media/ibm-plex-sans-basic-latin-400-normal.bb.woff2)format("woff2")}',
  '@font-face{font-family:IBM Plex Sans;font-weight:600;src:url("../media/ibm-plex-sans-basic-latin-600-normal.dd.woff2")format("woff2")}',
  '@font-face{font-family:IBM Plex Sans;font-weight:700;src:url(../media/ibm-plex-sans-latin-700-normal.ee.woff2)format("woff2")}',
].join('');

describe('font preloads', () => {
  it('finds the basic latin 400 and 600 woff2 files, resolved against the stylesheet', () => {
    expect(firstPaintFontUrls('/_next/static/chunks/a.css', CSS)).toEqual([
      '/_next/static/media/ibm-plex-sans-basic-latin-400-normal.bb.woff2',
      '/_next/static/media/ibm-plex-sans-basic-latin-600-normal.dd.woff2',
    ]);
    expect(firstPaintFontUrls('/_next/static/chunks/a.css', 'body{color:red}')).toEqual([]);
  });

  it('lists the stylesheets a page links to', () => {
    expect(
      linkedStylesheets(
        '<link rel="preload" href="/_next/static/chunks/a.css" as="style"/><link rel="stylesheet" href="/_next/static/chunks/a.css" data-n-g=""/><link rel="stylesheet" href="/_next/static/chunks/b.css" data-n-p=""/>',
      ),
    ).toEqual(['/_next/static/chunks/a.css', '/_next/static/chunks/b.css']);
  });

  it('adds the preloads before the first stylesheet, once', () => {
    const html =
      '<html><head><title>T</title><link rel="stylesheet" href="/_next/static/chunks/a.css"/></head></html>';
    const withPreloads = addFontPreloads(html, ['/_next/static/media/f.woff2']) ?? '';
    expect(withPreloads).toContain(
      `<title>T</title><link rel="preload" href="/_next/static/media/f.woff2" as="font" type="font/woff2" crossorigin="anonymous" ${PRELOAD_MARK}=""/><link rel="stylesheet"`,
    );
    expect(addFontPreloads(withPreloads, ['/_next/static/media/f.woff2'])).toBeNull();
    expect(addFontPreloads(html, [])).toBeNull();
    expect(addFontPreloads('<html><head></head></html>', ['/f.woff2'])).toBeNull();
  });
});
