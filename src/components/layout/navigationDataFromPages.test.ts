/** @jest-environment jsdom */
import { NEXT_DATA_ID } from '@/core/pageIds';
import { ARTICLE_ATTRIBUTE } from '@/components/docs/segmentsFromPage';
import { navigationDataFromHtml } from './navigationDataFromPages';

function pageHtml(data: unknown, article = ''): string {
  return `<!DOCTYPE html><html><head></head><body><div id="__next"><main><div ${ARTICLE_ATTRIBUTE}="">${article}</div></main></div><script id="${NEXT_DATA_ID}" type="application/json">${JSON.stringify(data)}</script></body></html>`;
}

describe('navigationDataFromHtml', () => {
  it("gives the router the page's props, with the article's markup the export left out of them", () => {
    const html = pageHtml(
      {
        buildId: 'b1',
        props: {
          pageProps: {
            title: 'Button',
            segments: [
              { type: 'html', html: '', fromPage: true },
              { type: 'demo', name: 'Basic.tsx' },
              { type: 'code', language: 'tsx', code: 'x', html: '', fromPage: true },
            ],
          },
          __N_SSG: true,
        },
      },
      '<div><p>Buttons <em>act</em></p></div><div>demo</div><div class="code"><button>Copy</button><div><pre>x</pre></div></div>',
    );
    expect(JSON.parse(navigationDataFromHtml(html, 'b1') ?? 'null')).toEqual({
      pageProps: {
        title: 'Button',
        segments: [
          { type: 'html', html: '<p>Buttons <em>act</em></p>' },
          { type: 'demo', name: 'Basic.tsx' },
          { type: 'code', language: 'tsx', code: 'x', html: '<pre>x</pre>' },
        ],
      },
      __N_SSG: true,
    });
  });

  it('passes props without segments through', () => {
    const html = pageHtml({ buildId: 'b1', props: { pageProps: { name: 'Button' } } });
    expect(JSON.parse(navigationDataFromHtml(html, 'b1') ?? 'null')).toEqual({
      pageProps: { name: 'Button' },
    });
  });

  it('has nothing for a page of another build, without page data or with broken data', () => {
    expect(navigationDataFromHtml(pageHtml({ buildId: 'b0', props: {} }), 'b1')).toBeNull();
    expect(navigationDataFromHtml('<!DOCTYPE html><p>Not found</p>', 'b1')).toBeNull();
    expect(
      navigationDataFromHtml(
        `<script id="${NEXT_DATA_ID}" type="application/json">{"buildId":</script>`,
        'b1',
      ),
    ).toBeNull();
    expect(navigationDataFromHtml(pageHtml({ buildId: 'b1', props: null }), 'b1')).toBeNull();
  });

  it("has nothing for the not-found page that a host may answer a missing page's URL with", () => {
    const props = { pageProps: { language: 'en' } };
    expect(
      navigationDataFromHtml(pageHtml({ buildId: 'b1', page: '/404', props }), 'b1'),
    ).toBeNull();
    expect(
      navigationDataFromHtml(pageHtml({ buildId: 'b1', page: '/_error', props }), 'b1'),
    ).toBeNull();
    expect(
      navigationDataFromHtml(pageHtml({ buildId: 'b1', page: '/[area]/[page]', props }), 'b1'),
    ).not.toBeNull();
  });
});
