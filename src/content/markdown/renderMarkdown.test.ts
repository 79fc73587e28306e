import type { Language } from '@/core/language';
import type { RenderedMarkdown } from './segments';
import { htmlOf } from './testing/segmentsHtml';
import { runInTsx, type Outcome } from './testing/runInTsx';

const CASES: Record<
  string,
  { markdown: string; language: Language; location?: { file: string; firstLine: number } }
> = {
  table: {
    markdown: '| Prop | Default |\n| --- | --- |\n| `variant` | `text` |\n',
    language: 'en',
  },
  headings: {
    markdown:
      '# Page title\n\nIntro.\n\n## Basic button\n\nText.\n\n### Sizes & colours\n\n## Basic button\n',
    language: 'en',
  },
  callout: {
    markdown: ':::warning\nMind the **gap**.\n\n```tsx\nconst a = 1;\n```\n:::\n\nAfter.\n',
    language: 'en',
  },
  links: {
    markdown:
      '[Install](/material-ui/getting-started/installation/) [Out](https://example.com/) [Hash](#top)\n',
    language: 'zh',
  },
  linksEn: { markdown: '[Install](/material-ui/getting-started/installation/)\n', language: 'en' },
  demos: {
    markdown: 'Before.\n\n{{"demo": "BasicButtons.tsx"}}\n\nAfter.\n\n{{"demo": "Other.tsx"}}\n',
    language: 'en',
  },
  demoOptions: {
    markdown: '{{"demo": "FixedAppBar.tsx", "iframe": true, "bg": "inline", "maxWidth": 360}}\n',
    language: 'en',
  },
  badDemoOption: {
    markdown: 'Intro.\n\n{{"demo": "FixedAppBar.tsx", "frame": true}}\n',
    language: 'en',
    location: { file: 'data/material-ui/react-app-bar.md', firstLine: 5 },
  },
  code: { markdown: '```bash\nnpm install @mui/material\n```\n', language: 'en' },
  unknownLanguage: {
    markdown: '```cobol\nDISPLAY "<b>hi</b>" & <script>x</script>\n```\n',
    language: 'en',
  },
  rawHtml: {
    markdown: [
      '<p class="description">A lead paragraph with <code>inline code</code>.</p>',
      '',
      '<script>window.hacked = 1</script>',
      '',
      '<iframe src="https://example.com"></iframe>',
      '',
      '<object data="x.swf"></object><embed src="x.swf">',
      '',
      '<img src="x.png" alt="x" onerror="alert(1)">',
      '',
      '<a href="javascript:alert(1)">bad</a> <a href=" JaVaScRiPt:alert(1)">bad2</a> <a href="/ok/">ok</a>',
      '',
      '<div onclick="alert(1)" title="kept">div</div>',
      '',
      '<aside class="callout callout-info">Hand-written callout</aside>',
    ].join('\n'),
    language: 'en',
  },
  malformed: {
    markdown: '<div><span>unclosed\n\n**bold\n\n| a |\n|\n\n<p onmouseover="x">text',
    language: 'en',
  },
  unclosedCallout: { markdown: ':::info\nNever closed\n', language: 'en' },
  leadMarkdown: {
    markdown: [
      '<p class="description">`DataGridPro` holds *several* filters; see [sorting](/x/react-data-grid/sorting/) <img src=x onerror="alert(1)">.</p>',
      '',
      'Body.',
    ].join('\n'),
    language: 'zh',
  },
};

let results: Record<string, Outcome<RenderedMarkdown>>;

beforeAll(() => {
  results = runInTsx('src/content/markdown/testing/renderCases.ts', CASES);
}, 120_000);

function rendered(name: string): RenderedMarkdown {
  const outcome = results[name];
  if (!('ok' in outcome)) {
    throw new Error(`case ${name} failed: ${outcome.error}`);
  }
  return outcome.ok;
}

describe('renderMarkdown', () => {
  it('renders GFM tables', () => {
    const html = htmlOf(rendered('table').segments);
    expect(html).toContain('<table>');
    expect(html).toMatch(/<th>Prop<\/th>/);
    expect(html).toMatch(/<td><code>variant<\/code><\/td>/);
  });

  it('gives headings stable, unique ids with self-links, and removes the H1', () => {
    const { segments, toc } = rendered('headings');
    const html = htmlOf(segments);
    expect(html).not.toContain('<h1');
    expect(html).not.toContain('Page title');
    expect(html).toContain('<h2 id="basic-button"><a href="#basic-button" class="heading-anchor">');
    expect(html).toContain('<h3 id="sizes--colours">');
    expect(html).toContain('<h2 id="basic-button-1">');
    expect(toc).toEqual([
      { id: 'basic-button', text: 'Basic button', level: 2 },
      { id: 'sizes--colours', text: 'Sizes & colours', level: 3 },
      { id: 'basic-button-1', text: 'Basic button', level: 2 },
    ]);
    // Same input, same ids: rendering is deterministic.
    expect(
      runInTsx<typeof results>('src/content/markdown/testing/renderCases.ts', {
        again: CASES.headings,
      }).again,
    ).toEqual(results.headings);
  });

  it('turns callouts into asides that keep their Markdown and highlighted code', () => {
    const { segments } = rendered('callout');
    expect(segments).toHaveLength(1);
    const html = htmlOf(segments);
    expect(html).toMatch(
      /^<aside class="callout callout-warning" data-callout="warning">[\s\S]*<\/aside>/,
    );
    expect(html).toContain('<strong>gap</strong>');
    expect(html).toMatch(
      /<aside[\s\S]*<pre class="shiki[\s\S]*const[\s\S]*<\/pre>[\s\S]*<\/aside>/,
    );
    expect(html).toContain('<p>After.</p>');
  });

  it('an unclosed callout fails with a message that says what to fix', () => {
    expect(results.unclosedCallout).toEqual({
      error: expect.stringContaining('not closed') as string,
    });
  });

  it('prefixes internal links with /zh on zh pages only', () => {
    const zh = htmlOf(rendered('links').segments);
    expect(zh).toContain('href="/zh/material-ui/getting-started/installation/"');
    expect(zh).toContain('href="https://example.com/"');
    expect(zh).toContain('href="#top"');
    expect(htmlOf(rendered('linksEn').segments)).toContain(
      'href="/material-ui/getting-started/installation/"',
    );
  });

  it('splits demo markers into demo segments, in order', () => {
    const { segments } = rendered('demos');
    expect(segments.map((segment) => segment.type)).toEqual(['html', 'demo', 'html', 'demo']);
    expect(segments[1]).toEqual({ type: 'demo', name: 'BasicButtons.tsx' });
    expect(segments[3]).toEqual({ type: 'demo', name: 'Other.tsx' });
  });

  it('keeps the options a demo marker sets', () => {
    expect(rendered('demoOptions').segments).toEqual([
      {
        type: 'demo',
        name: 'FixedAppBar.tsx',
        options: { iframe: true, bg: 'inline', maxWidth: '360px' },
      },
    ]);
  });

  it('refuses an unknown demo option, naming the file, the line and the option', () => {
    expect(results.badDemoOption).toEqual({
      error: expect.stringMatching(
        /^data\/material-ui\/react-app-bar\.md:7: the demo marker of FixedAppBar\.tsx has an unknown option "frame"/,
      ) as string,
    });
  });

  it('highlights known languages at build time with light and dark colours', () => {
    const [segment] = rendered('code').segments;
    expect(segment).toMatchObject({
      type: 'code',
      language: 'bash',
      code: 'npm install @mui/material',
    });
    expect(segment.type === 'code' && segment.html).toMatch(
      /--shiki-light:#[0-9A-Fa-f]{6};--shiki-dark:/,
    );
  });

  it('renders an unknown language as escaped plain text', () => {
    const [segment] = rendered('unknownLanguage').segments;
    if (segment.type !== 'code') {
      throw new Error('expected a code segment');
    }
    expect(segment.code).toBe('DISPLAY "<b>hi</b>" & <script>x</script>');
    expect(segment.html).toContain('&#x3C;script>');
    expect(segment.html).not.toContain('<script');
    expect(segment.html).not.toContain('<b>');
    // Plain text: one uncoloured span per line, no token colours.
    expect(segment.html).not.toMatch(/<span style="--shiki-light:#(?!24292e)/i);
  });

  it('reads the lead paragraph as Markdown: code, emphasis and links in the page language, sanitized', () => {
    const html = htmlOf(rendered('leadMarkdown').segments);
    expect(html).toContain(
      '<p class="description"><code>DataGridPro</code> holds <em>several</em> filters; see <a href="/zh/x/react-data-grid/sorting/">sorting</a> <img src="x">.</p>',
    );
    expect(html).not.toContain('`');
    expect(html).not.toMatch(/onerror|alert/);
  });

  it('keeps safe raw HTML and drops scripts, embeds, handlers and javascript: URLs', () => {
    const html = htmlOf(rendered('rawHtml').segments);
    expect(html).toContain(
      '<p class="description">A lead paragraph with <code>inline code</code>.</p>',
    );
    expect(html).toContain('<aside class="callout callout-info">Hand-written callout</aside>');
    expect(html).toContain('<a href="/ok/">ok</a>');
    expect(html).toContain('<div title="kept">div</div>');
    expect(html).toContain('<img src="x.png" alt="x">');
    expect(html).toContain('<a>bad</a>');
    expect(html).toContain('<a>bad2</a>');
    for (const forbidden of [
      /<script/i,
      /<iframe/i,
      /<object/i,
      /<embed/i,
      /\son\w+=/i,
      /javascript:/i,
      /hacked/,
    ]) {
      expect(html).not.toMatch(forbidden);
    }
  });

  it('renders malformed Markdown and HTML without throwing', () => {
    const html = htmlOf(rendered('malformed').segments);
    expect(html).toContain('unclosed');
    expect(html).toContain('text');
    expect(html).not.toMatch(/onmouseover/);
  });

  it('shares one render between a page in English and Chinese, with each language in its links', () => {
    const { direct, shared, storedRenders } = runInTsx<{
      direct: Record<Language, RenderedMarkdown>;
      shared: Record<Language, RenderedMarkdown>;
      storedRenders: number;
    }>('src/content/markdown/testing/renderShared.ts', {
      markdown: [
        '## Links',
        '',
        '[Install](/material-ui/getting-started/installation/) [Next](./usage.md)',
        '[Query](/joy-ui/x/?a=1&b="2") [Out](https://example.com/) [Top](#links)',
        '',
        '<a href="/base-ui/raw/">raw HTML</a>',
        '',
        '```tsx',
        '<a href="/not/a/link/">code</a>',
        '```',
      ].join('\n'),
      pagePath: '/material-ui/getting-started/overview/',
    });
    expect(storedRenders).toBe(1);
    expect(shared).toEqual(direct);
    const zh = htmlOf(shared.zh.segments);
    expect(zh).toContain('href="/zh/material-ui/getting-started/installation/"');
    expect(zh).toContain('href="/zh/material-ui/getting-started/usage/"');
    expect(zh).toContain('href="/zh/joy-ui/x/?a=1&#x26;b=%222%22"');
    expect(zh).toContain('href="/zh/base-ui/raw/"');
    expect(zh).toContain('href="https://example.com/"');
    const en = htmlOf(shared.en.segments);
    expect(en).toContain('href="/material-ui/getting-started/usage/"');
    expect(en).not.toContain('/zh/');
    expect(en).not.toMatch(/mdlink[0-9a-f]{16}/);
  });
});

describe('renderMarkdown in a production build', () => {
  const markdown = '# Title\n\nSome **text**.\n';
  const outcomes = () =>
    runInTsx<Record<string, Outcome<{ stored: number; segments: number }>>>(
      'src/content/markdown/testing/shareCases.ts',
      {
        twin: { markdown, renderedInOtherLanguages: true },
        unknown: { markdown },
        single: { markdown, renderedInOtherLanguages: false },
      },
    );

  it('stores a render for the other workers only when the page has another language', () => {
    const results = outcomes();
    expect(results).toEqual({
      twin: { ok: { stored: 1, segments: expect.any(Number) } },
      unknown: { ok: { stored: 1, segments: expect.any(Number) } },
      single: { ok: { stored: 0, segments: expect.any(Number) } },
    });
  }, 120_000);
});
