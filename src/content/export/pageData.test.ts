import { readPageData } from './pageData';

function page(data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
  return `<html><body><div id="__next">…</div><script id="__NEXT_DATA__" type="application/json">${json}</script></body></html>`;
}

describe('readPageData (docs/upgrading.md#page-data-in-the-html)', () => {
  it('reads the page data and writes an edit back, the rest of the page unchanged', () => {
    const html = page({ props: { pageProps: { title: 'T', n: 1 } }, page: '/x' });
    const data = readPageData(html);
    expect(data?.data.props?.pageProps).toEqual({ title: 'T', n: 1 });
    (data?.data.props?.pageProps as { n: number }).n = 2;
    const written = data?.write() ?? '';
    expect(readPageData(written)?.data.props?.pageProps).toEqual({ title: 'T', n: 2 });
    expect(written.startsWith('<html><body><div id="__next">…</div>')).toBe(true);
  });

  it('keeps the page data safe inside its script element', () => {
    const title = '</script><script>alert(1)</script> & \u2028';
    const data = readPageData(page({ props: { pageProps: { title } } }));
    const written = data?.write() ?? '';
    expect(written.match(/<\/script>/g)).toHaveLength(1);
    expect(readPageData(written)?.data.props?.pageProps).toEqual({ title });
  });

  it('is null for a page without page data', () => {
    expect(readPageData('<html></html>')).toBeNull();
  });
});
