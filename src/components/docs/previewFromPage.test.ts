/** @jest-environment jsdom */
import type { DemoCode, DemoPreview } from '@/content/demos/loadDemos';
import {
  PREVIEW_ATTRIBUTE,
  choosePreview,
  previewsIn,
  rememberPreviewsFrom,
} from './previewFromPage';

const PREVIEW: DemoPreview = {
  tsCode: '<Button />',
  tsHtml: '<pre><span>ts</span></pre>',
  jsCode: '<Button />',
  jsHtml: '<pre><span>js</span></pre>',
};

const CODE: DemoCode = {
  tsCode: 'ts',
  tsHtml: '',
  jsCode: 'js',
  jsHtml: '',
  versions: {},
  modules: [],
  preview: PREVIEW,
};

function box(id: string, language: string, html: string): string {
  return `<div ${PREVIEW_ATTRIBUTE}="${id}"><div class="code-block" data-language="${language}"><button>Copy</button><div class="code-block-body">${html}</div></div><button>Expand code</button></div>`;
}

describe('choosePreview', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('picks the reader’s language from a preview in the page data', () => {
    expect(choosePreview('a', PREVIEW, null, 'JS')).toEqual({
      shown: { code: '<Button />', html: PREVIEW.jsHtml, language: 'jsx' },
      needsCode: false,
    });
    expect(choosePreview('a', undefined, null, 'TS')).toEqual({ shown: null, needsCode: false });
  });

  it('reads the server’s preview back from the page, and asks for the code in the other language', () => {
    document.body.innerHTML = box('m/Basic', 'tsx', '<pre><span>&lt;Button /&gt;</span></pre>');
    const ts = choosePreview('m/Basic', { fromPage: true }, null, 'TS');
    expect(ts).toEqual({
      shown: {
        code: '<Button />',
        html: '<pre><span>&lt;Button /&gt;</span></pre>',
        language: 'tsx',
      },
      needsCode: false,
    });
    // Read once: hydration may change the box afterwards.
    document.body.innerHTML = '';
    expect(choosePreview('m/Basic', { fromPage: true }, null, 'JS')).toEqual({
      shown: ts.shown,
      needsCode: true,
    });
    expect(choosePreview('m/Basic', { fromPage: true }, CODE, 'JS').shown?.html).toBe(
      PREVIEW.jsHtml,
    );
  });

  it('asks for the code of a variant whose preview the page does not show', () => {
    expect(choosePreview('m/Other', { fromPage: true }, null, 'TS')).toEqual({
      shown: null,
      needsCode: true,
    });
  });

  it('remembers the previews of a fetched page, and skips boxes without a code block', () => {
    const fetched = new DOMParser().parseFromString(
      `${box('m/Next', 'jsx', '<pre>x</pre>')}<div ${PREVIEW_ATTRIBUTE}="m/Broken"></div>`,
      'text/html',
    );
    expect([...previewsIn(fetched).keys()]).toEqual(['m/Next']);
    rememberPreviewsFrom(fetched);
    expect(choosePreview('m/Next', { fromPage: true }, null, 'JS').shown?.html).toBe(
      '<pre>x</pre>',
    );
  });
});
