/** renderMarkdown and the ids an author writes in raw HTML: reserved ids, clashes with headings. */
import type { RenderedMarkdown } from './segments';
import { runInTsx, type Outcome } from './testing/runInTsx';
import { htmlOf } from './testing/segmentsHtml';

describe('ids written in Markdown', () => {
  const location = { file: 'data/x/page.md', firstLine: 4 };
  let outcomes: Record<string, Outcome<RenderedMarkdown>>;

  beforeAll(() => {
    const cases: Record<string, string> = {
      nextData: 'Intro.\n\n<p id="__NEXT_DATA__">x</p>\n',
      nextRoot: '<div id="__next">x</div>\n',
      shell: 'One.\n\nTwo.\n\n<span id="main-content">x</span>\n',
      heading: '## Usage\n\nText.\n\n<div id="usage">x</div>\n',
      headingAfter: '<div id="usage">x</div>\n\n## Usage\n',
      twice: '<a id="here">1</a>\n\n<a id="here">2</a>\n',
      inCallout: ':::info\nText\n:::\n\n:::warning\n<b id="__NEXT_DATA__">x</b>\n:::\n',
      valid:
        '<a id="custom-anchor">target</a>\n\n[Jump](#custom-anchor) [Section](#usage)\n\n## Usage\n',
      shellHeading: '## Main content\n\n## Main content 1\n\n[Top](#main-content-1)\n',
    };
    outcomes = runInTsx('src/content/markdown/testing/renderCases.ts', {
      ...Object.fromEntries(
        Object.entries(cases).map(([name, markdown]) => [
          name,
          { markdown, language: 'en', location },
        ]),
      ),
    });
  }, 120_000);

  function errorOf(name: string): string {
    const outcome = outcomes[name];
    if (!('error' in outcome)) {
      throw new Error(`case ${name} rendered; it should have failed`);
    }
    return outcome.error;
  }

  it("refuses the page's own ids with the file, the line and what to do", () => {
    expect(errorOf('nextData')).toBe(
      'data/x/page.md:6: the id "__NEXT_DATA__" is not allowed: write ids in lowercase letters, digits and hyphens, starting with a letter (like "usage-notes")',
    );
    expect(errorOf('nextRoot')).toMatch(/^data\/x\/page\.md:4: the id "__next" is not allowed/);
    expect(errorOf('shell')).toBe(
      'data/x/page.md:8: the id "main-content" is one the site itself uses on every page: choose another id',
    );
  });

  it("refuses an id that a heading's anchor uses, before or after the heading", () => {
    expect(errorOf('heading')).toBe(
      'data/x/page.md:8: the id "usage" is also the id of the heading "Usage" on line 4, which its anchor links to: choose another id',
    );
    expect(errorOf('headingAfter')).toMatch(/^data\/x\/page\.md:4: the id "usage" is also/);
  });

  it('refuses an id written twice', () => {
    expect(errorOf('twice')).toBe(
      'data/x/page.md:6: the id "here" is written twice (first on line 4): give each element its own id',
    );
  });

  it('names the author’s line when callouts come before', () => {
    expect(errorOf('inCallout')).toMatch(/^data\/x\/page\.md:9: the id "__NEXT_DATA__"/);
  });

  it('keeps valid ids as written, so in-page links reach them', () => {
    const outcome = outcomes.valid;
    if (!('ok' in outcome)) {
      throw new Error(outcome.error);
    }
    const html = htmlOf(outcome.ok.segments);
    expect(html).toContain('<a id="custom-anchor">target</a>');
    expect(html).toContain('href="#custom-anchor"');
    expect(html).toContain('<h2 id="usage">');
  });

  it("numbers a heading id that would be the shell's own", () => {
    const outcome = outcomes.shellHeading;
    if (!('ok' in outcome)) {
      throw new Error(outcome.error);
    }
    expect(outcome.ok.toc.map((entry) => entry.id)).toEqual(['main-content-1', 'main-content-1-1']);
  });
});
