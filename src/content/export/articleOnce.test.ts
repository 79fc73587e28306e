import { pagePropsWithoutArticle } from './articleOnce';

describe('pagePropsWithoutArticle', () => {
  const props = () => ({
    title: 'T',
    segments: [
      { type: 'html', html: '<h2 id="a">A &amp; <b>b</b></h2>' },
      {
        type: 'code',
        language: 'tsx',
        code: 'const a = 1 < 2;',
        html: '<pre class="shiki">x</pre>',
      },
      { type: 'demo', name: 'Basic.tsx' },
    ],
  });

  it('empties the markup of HTML and code segments, marks them, and keeps code text and demos', () => {
    expect(pagePropsWithoutArticle(props())).toEqual({
      title: 'T',
      segments: [
        { type: 'html', html: '', fromPage: true },
        { type: 'code', language: 'tsx', code: 'const a = 1 < 2;', html: '', fromPage: true },
        { type: 'demo', name: 'Basic.tsx' },
      ],
    });
  });

  it('gives a copy: the props, which Next keeps as the page data, are unchanged', () => {
    const pageProps = props();
    pagePropsWithoutArticle(pageProps);
    expect(pageProps).toEqual(props());
  });

  it('is null for props without markup to leave out, or already without it', () => {
    expect(pagePropsWithoutArticle({ title: 'API', apiDocs: [] })).toBeNull();
    expect(pagePropsWithoutArticle(pagePropsWithoutArticle(props()))).toBeNull();
    expect(pagePropsWithoutArticle({ segments: [{ type: 'demo', name: 'A.tsx' }] })).toBeNull();
    expect(pagePropsWithoutArticle(null)).toBeNull();
    expect(pagePropsWithoutArticle({ segments: 'x' })).toBeNull();
  });
});
