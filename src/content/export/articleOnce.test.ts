import { leaveArticleOutOfPageData } from './articleOnce';

function page(pageProps: unknown): string {
  const json = JSON.stringify({ props: { pageProps }, page: '/[area]/[page]' })
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e');
  return `<html><body><div id="__next"><article>…</article></div><script id="__NEXT_DATA__" type="application/json">${json}</script></body></html>`;
}

function pageData(html: string): { props: { pageProps: { segments: unknown[] } } } {
  const json = /<script id="__NEXT_DATA__" type="application\/json">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  return JSON.parse(json ?? 'null') as { props: { pageProps: { segments: unknown[] } } };
}

describe('leaveArticleOutOfPageData', () => {
  const segments = [
    { type: 'html', html: '<h2 id="a">A &amp; <b>b</b></h2>' },
    { type: 'code', language: 'tsx', code: 'const a = 1 < 2;', html: '<pre class="shiki">x</pre>' },
    { type: 'demo', name: 'Basic.tsx' },
  ];

  it('empties the markup of HTML and code segments, marks them, and keeps code text and demos', () => {
    const lean = leaveArticleOutOfPageData(page({ title: 'T', segments })) ?? '';
    expect(pageData(lean).props.pageProps.segments).toEqual([
      { type: 'html', html: '', fromPage: true },
      { type: 'code', language: 'tsx', code: 'const a = 1 < 2;', html: '', fromPage: true },
      { type: 'demo', name: 'Basic.tsx' },
    ]);
    expect(lean).not.toContain('<h2');
    expect(lean).toContain('<article>…</article>');
  });

  it('keeps the page data safe inside its script element', () => {
    const lean =
      leaveArticleOutOfPageData(page({ title: '</script><script>alert(1)</script>', segments })) ??
      '';
    expect(lean.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.stringify(pageData(lean))).toContain('</script><script>alert(1)</script>');
  });

  it('leaves pages without segments, and pages already rewritten, alone', () => {
    expect(leaveArticleOutOfPageData(page({ title: 'API', apiDocs: [] }))).toBeNull();
    const once = leaveArticleOutOfPageData(page({ segments })) ?? '';
    expect(leaveArticleOutOfPageData(once)).toBeNull();
    expect(leaveArticleOutOfPageData('<html></html>')).toBeNull();
  });
});
