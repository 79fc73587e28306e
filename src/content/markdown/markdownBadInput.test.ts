/** renderMarkdown over hostile and degenerate Markdown: it renders, bounded, or fails with a clear error. */
import type { RenderedMarkdown } from './segments';
import { runInTsx, type Outcome } from './testing/runInTsx';
import { htmlOf } from './testing/segmentsHtml';

describe('bad input', () => {
  const location = { file: 'data/x/bad.md', firstLine: 5 };
  const nestedList = (depth: number) =>
    Array.from({ length: depth }, (_, level) => `${'  '.repeat(level)}- level ${level + 1}`).join(
      '\n',
    );
  const cases: Record<string, string> = {
    longWord: `Start ${'a'.repeat(100_000)} end.`,
    hugeTable: [
      `| ${Array.from({ length: 12 }, (_, column) => `C${column}`).join(' | ')} |`,
      `|${' --- |'.repeat(12)}`,
      ...Array.from(
        { length: 500 },
        (_, row) =>
          `| ${Array.from({ length: 12 }, (_, column) => `r${row}c${column}`).join(' | ')} |`,
      ),
    ].join('\n'),
    nestedList: nestedList(30),
    tooDeepList: `Intro.\n\n${nestedList(100)}`,
    tooDeepQuote: `${'>'.repeat(100)} deep`,
    tooDeepHtml: `${'<div>'.repeat(20_000)}x`,
    unclosedHtml: 'Before.\n\n<div><span><table><tr><td>An unclosed cell',
    unclosedCallout: 'Text.\n\n:::warning\nNever closed.\n',
    strayCalloutEnd: 'Text.\n\n:::\n',
    unknownCallout: 'Text.\n\n:::tip\nA tip.\n:::\n',
  };
  let outcomes: Record<string, Outcome<RenderedMarkdown>>;

  beforeAll(() => {
    outcomes = runInTsx(
      'src/content/markdown/testing/renderCases.ts',
      Object.fromEntries(
        Object.entries(cases).map(([name, markdown]) => [
          name,
          { markdown, language: 'en', location },
        ]),
      ),
    );
  }, 120_000);

  function htmlOfCase(name: string): string {
    const outcome = outcomes[name];
    if (!('ok' in outcome)) {
      throw new Error(`case ${name} failed: ${outcome.error}`);
    }
    return htmlOf(outcome.ok.segments);
  }

  function errorOfCase(name: string): string {
    const outcome = outcomes[name];
    if (!('error' in outcome)) {
      throw new Error(`case ${name} rendered; it should have failed`);
    }
    return outcome.error;
  }

  it('renders a very long word, a huge table, nested lists and unclosed HTML', () => {
    expect(htmlOfCase('longWord')).toContain('a'.repeat(100_000));
    expect(htmlOfCase('hugeTable').match(/<tr>/g)).toHaveLength(501);
    expect(htmlOfCase('nestedList').match(/<ul>/g)).toHaveLength(30);
    expect(htmlOfCase('unclosedHtml')).toMatch(
      /<div><span><table><tbody><tr><td>An unclosed cell<\/td><\/tr><\/tbody><\/table><\/span><\/div>/,
    );
  });

  it('refuses nesting too deep to render, at its line, saying what to do', () => {
    expect(errorOfCase('tooDeepList')).toBe(
      'data/x/bad.md:47: this line is nested 41 levels deep in lists, quotes or indentation, more than the 40 the site renders: flatten it (or put deeply indented code in a fenced code block)',
    );
    expect(errorOfCase('tooDeepQuote')).toMatch(/^data\/x\/bad\.md:5: this line is nested 100/);
    expect(errorOfCase('tooDeepHtml')).toMatch(
      /^data\/x\/bad\.md: the Markdown is nested too deeply to render .*: flatten the deepest lists, quotes, emphasis or HTML elements of this file$/,
    );
  });

  it('refuses a malformed callout at its line, saying what to do', () => {
    expect(errorOfCase('unclosedCallout')).toBe(
      'data/x/bad.md:7: this callout (:::) is not closed: add a line with ::: after its text',
    );
    expect(errorOfCase('strayCalloutEnd')).toBe(
      'data/x/bad.md:7: this ::: closes no callout: remove it, or open the callout above it with :::info, :::success, :::warning or :::error',
    );
    expect(errorOfCase('unknownCallout')).toBe(
      'data/x/bad.md:7: unknown callout ":::tip": write :::info, :::success, :::warning, :::error on a line of its own',
    );
  });
});
