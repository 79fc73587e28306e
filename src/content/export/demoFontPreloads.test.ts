import { basicLatinFaces, usedFaceUrls, inlineCss, renderedFonts } from './demoFontPreloads';

const DEMO_FONT_CSS = [
  "@font-face{font-family:Roboto;font-style:normal;font-weight:500;src:url(../media/roboto-latin-500-normal.aa.woff2)format('woff2')}",
  "@font-face{font-family:'Roboto';font-style:normal;font-display:swap;font-weight:500;src:url(../media/roboto-basic-latin-500-normal.bb.woff2) format('woff2');unicode-range:U+20-7E}",
  "@font-face{font-family:'Roboto';font-weight:400;src:url(../media/roboto-basic-latin-400-normal.cc.woff2) format('woff2')}",
  "@font-face{font-family:'Inter';font-weight:600;src:url(../media/inter-basic-latin-600-normal.dd.woff2) format('woff2')}",
  "@font-face{font-family:'IBM Plex Sans';font-weight:500;src:url(../media/ibm-plex-sans-basic-latin-500-normal.ee.woff2) format('woff2')}",
].join('\n');

describe('demo font preloads', () => {
  it('lists the basic latin faces a stylesheet declares, resolved against it', () => {
    expect(basicLatinFaces('/_next/static/chunks/x.css', DEMO_FONT_CSS)).toEqual([
      {
        family: 'Roboto',
        weight: 500,
        url: '/_next/static/media/roboto-basic-latin-500-normal.bb.woff2',
      },
      {
        family: 'Roboto',
        weight: 400,
        url: '/_next/static/media/roboto-basic-latin-400-normal.cc.woff2',
      },
      {
        family: 'Inter',
        weight: 600,
        url: '/_next/static/media/inter-basic-latin-600-normal.dd.woff2',
      },
      {
        family: 'IBM Plex Sans',
        weight: 500,
        url: '/_next/static/media/ibm-plex-sans-basic-latin-500-normal.ee.woff2',
      },
    ]);
  });

  it('finds the fonts of rendered elements with text, through CSS variables too', () => {
    const css = inlineCss(
      [
        '<style data-emotion="css-global a">:root{--joy-fontFamily-body:"Inter",var(--joy-fontFamily-fallback, sans-serif);--joy-fontWeight-lg:600;}</style>',
        '<style data-emotion="css b c d e">',
        '.css-b{font-family:"Roboto","Helvetica",sans-serif;font-weight:500;font-size:14px;}',
        '.css-c{font-family:var(--joy-fontFamily-body);font-weight:var(--joy-fontWeight-lg);}',
        '.css-d{font-family:"Roboto",sans-serif;}',
        '.css-e .material-icons{font-family:"Material Icons";font-weight:normal;}',
        '.css-f:hover{font-family:"Roboto";font-weight:700;}',
        '</style>',
      ].join(''),
    );
    const withText = new Set(['css-b', 'css-c', 'css-d', 'css-e', 'css-f']);
    expect([...renderedFonts(css, withText)].sort()).toEqual(['Inter|600', 'Roboto|500']);
    withText.delete('css-b');
    expect([...renderedFonts(css, withText)]).toEqual(['Inter|600']);
  });

  it('preloads each used face once', () => {
    const faces = basicLatinFaces('/_next/static/chunks/x.css', DEMO_FONT_CSS);
    expect(
      usedFaceUrls([...faces, ...faces], new Set(['Roboto|500', 'Inter|700', 'Roboto|900'])),
    ).toEqual(['/_next/static/media/roboto-basic-latin-500-normal.bb.woff2']);
  });
});
