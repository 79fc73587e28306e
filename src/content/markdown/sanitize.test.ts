/**
 * @jest-environment jsdom
 */
// Known injection vectors through the real Markdown pipeline (renderMarkdown, in a child process:
// see testing/runInTsx.ts) and through the API descriptions' (inlineMarkdownToHtml). The output is
// parsed by jsdom's HTML parser and every element and attribute is checked against dangerRules.ts.
import type { RenderedMarkdown } from './segments';
import { runInTsx, type Outcome } from './testing/runInTsx';
import { INJECTION_VECTORS } from './testing/injectionVectors';
import { dangersInHtml } from './testing/dangerRules';

type Rendered = Record<string, Outcome<RenderedMarkdown>>;

let pages: Rendered;
let descriptions: Record<string, Outcome<string>>;

beforeAll(() => {
  pages = runInTsx<Rendered>(
    'src/content/markdown/testing/renderCases.ts',
    Object.fromEntries(
      Object.entries(INJECTION_VECTORS).map(([name, markdown]) => [
        name,
        { markdown: `Before.\n\n${markdown}\n\nAfter.\n`, language: 'en' },
      ]),
    ),
  );
  descriptions = runInTsx('src/content/markdown/testing/inlineCases.ts', INJECTION_VECTORS);
}, 120_000);

function htmlOfPage(name: string): string {
  const outcome = pages[name];
  if (!('ok' in outcome)) {
    throw new Error(`${name} did not render: ${outcome.error}`);
  }
  return outcome.ok.segments
    .map((segment) => (segment.type === 'demo' ? '' : segment.html))
    .join('\n');
}

const names = Object.keys(INJECTION_VECTORS);

/** Vectors that leave a raw-text element open, which takes in the rest of the page's HTML. */
const SWALLOWS_THE_REST = new Set(['formNesting']);

describe('the danger rules', () => {
  it('are many, and find what they look for in the vectors themselves', () => {
    expect(names.length).toBeGreaterThanOrEqual(40);
    // Vectors written in Markdown syntax only become HTML through the pipeline.
    const flagged = names.filter((name) => dangersInHtml(INJECTION_VECTORS[name]).length > 0);
    expect(flagged.length).toBeGreaterThanOrEqual(names.length - 8);
  });
});

describe('page Markdown', () => {
  it.each(names)('%s: renders, and nothing executable survives', (name) => {
    const html = htmlOfPage(name);
    expect(dangersInHtml(html)).toEqual([]);
    // The page around the payload is still there.
    expect(html).toContain('<p>Before.</p>');
    if (!SWALLOWS_THE_REST.has(name)) {
      expect(html).toContain('After.');
    }
  });

  it('keeps the safe parts of hostile HTML', () => {
    expect(htmlOfPage('handlerOnAllowedElement')).toContain('<div title="kept">div</div>');
    expect(htmlOfPage('calloutAsideHandler')).toContain(
      '<aside class="callout callout-info">callout</aside>',
    );
    expect(htmlOfPage('linkJavascript')).toContain('<a>x</a>');
    expect(htmlOfPage('styleOnDescription')).toContain('<p class="description">lead</p>');
  });
});

describe('API descriptions', () => {
  it.each(names)('%s: nothing executable survives', (name) => {
    const outcome = descriptions[name];
    if (!('ok' in outcome)) {
      throw new Error(`${name} did not render: ${outcome.error}`);
    }
    expect(dangersInHtml(outcome.ok)).toEqual([]);
  });

  it('leaves a javascript: link of a doc comment without its href', () => {
    const outcome = descriptions.markdownLink;
    expect(outcome).toEqual({ ok: '<p><a>x</a></p>' });
  });
});
