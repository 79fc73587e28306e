/** @jest-environment jsdom */
import type { Segment } from '@/content/markdown/segments';
import { ARTICLE_ATTRIBUTE, segmentsFromPage } from './segmentsFromPage';

describe('segmentsFromPage', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('reads the markup the export left out of the page data back from the article, once', () => {
    document.body.innerHTML = `<div ${ARTICLE_ATTRIBUTE}=""><div><p>Prose <em>here</em></p></div><style>.x{}</style><div class="code-block"><button>Copy</button><div><pre class="shiki">code</pre></div></div><div>demo</div></div>`;
    const segments: Segment[] = [
      { type: 'html', html: '', fromPage: true },
      { type: 'code', language: 'tsx', code: 'code', html: '', fromPage: true },
      { type: 'demo', name: 'Basic.tsx' },
    ];
    const shown = segmentsFromPage(segments);
    expect(shown[0]).toEqual({ type: 'html', html: '<p>Prose <em>here</em></p>' });
    expect(shown[1]).toMatchObject({ html: '<pre class="shiki">code</pre>' });
    expect(shown[2]).toBe(segments[2]);
    // The article may be gone when it mounts again: the first reading stays.
    document.body.innerHTML = '';
    expect(segmentsFromPage(segments)).toBe(shown);
  });

  it('passes segments that carry their markup through unchanged', () => {
    const segments: Segment[] = [{ type: 'html', html: '<p>From the data</p>' }];
    expect(segmentsFromPage(segments)).toBe(segments);
  });
});
