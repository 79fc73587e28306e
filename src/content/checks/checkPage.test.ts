import fs from 'node:fs';
import path from 'node:path';
import {
  MIN_PROSE_WORDS,
  checkExportedPage,
  checkMarkdownPage,
  formatProblem,
  isComponentPagePath,
} from './checkPage';

function fixture(name: string): string {
  return fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
}

function rulesOf(problems: { rule: string; message: string }[]): string[] {
  return problems.map((problem) => `${problem.rule}: ${problem.message}`);
}

describe('the content check on Markdown sources', () => {
  it('passes a page with content under every heading and two demos', () => {
    expect(
      checkMarkdownPage({ where: 'good.md', componentPage: true, body: fixture('good-page.md') }),
    ).toEqual([]);
  });

  it('fails a page with empty sections, placeholder phrases and one demo', () => {
    const problems = checkMarkdownPage({
      where: 'bad.md',
      componentPage: true,
      body: fixture('bad-page.md'),
    });
    expect(rulesOf(problems)).toEqual([
      'empty-section: the section "## Basic button" is empty: write it or remove the heading',
      'empty-section: the section "## API" is empty: write it or remove the heading',
      'placeholder: contains the placeholder phrase "lorem ipsum": replace it with real content',
      'placeholder: contains the placeholder phrase "coming soon": replace it with real content',
      'too-few-demos: a component page needs at least 2 live demos, it has 1',
    ]);
    expect(formatProblem(problems[0])).toBe(
      'bad.md: the section "## Basic button" is empty: write it or remove the heading [empty-section]',
    );
  });

  it('asks for demos on component pages only', () => {
    expect(
      checkMarkdownPage({ where: 'guide.md', componentPage: false, body: '# Guide\n\nText.\n' }),
    ).toEqual([]);
  });

  it('treats a heading followed by nothing but a comment as empty', () => {
    expect(
      rulesOf(
        checkMarkdownPage({
          where: 'c.md',
          componentPage: false,
          body: '# A\n\nText\n\n## B\n\n<!-- later -->\n',
        }),
      ),
    ).toEqual(['empty-section: the section "## B" is empty: write it or remove the heading']);
  });
});

describe('the empty-code-block rule on Markdown sources', () => {
  it('refuses a fenced block with nothing but blank lines, naming its line', () => {
    expect(
      rulesOf(
        checkMarkdownPage({
          where: 'c.md',
          componentPage: false,
          body: '# A\n\nText.\n\n```tsx\n\n```\n\nMore text.\n\n~~~\n  \n~~~\n',
        }),
      ),
    ).toEqual([
      'empty-code-block: the code block opened on line 5 of the body is empty: write its code or remove it',
      'empty-code-block: the code block opened on line 11 of the body is empty: write its code or remove it',
    ]);
  });

  it('accepts a block with code, and a fence shown inside a longer fence', () => {
    expect(
      checkMarkdownPage({
        where: 'c.md',
        componentPage: false,
        body: '# A\n\nText.\n\n```tsx\nconst a = 1;\n```\n\n````md\n```\n````\n',
      }),
    ).toEqual([]);
  });
});

/** A guide body with `words` words of prose, a heading, and a long code block that must not count. */
function guideWithWords(words: number): string {
  const prose = Array.from({ length: words - 1 }, (_, index) => `word${index}`).join(' ');
  const code = Array.from({ length: 300 }, (_, index) => `token${index}`).join(' ');
  return `# Guide\n\n${prose}\n\n\`\`\`tsx\n${code}\n\`\`\`\n\n{{"demo": "Demo.tsx"}}\n`;
}

describe('the thin-page rule on Markdown sources', () => {
  it('fails a component page or guide with fewer than 200 words of prose', () => {
    const problems = checkMarkdownPage({
      where: 'guide.md',
      componentPage: false,
      proseRequired: true,
      body: guideWithWords(MIN_PROSE_WORDS - 1),
    });
    expect(rulesOf(problems)).toEqual(['thin-page: thin page: 199 words of prose (at least 200)']);
    expect(formatProblem(problems[0])).toBe(
      'guide.md: thin page: 199 words of prose (at least 200) [thin-page]',
    );
  });

  it('passes a page with exactly 200 words of prose', () => {
    expect(
      checkMarkdownPage({
        where: 'guide.md',
        componentPage: false,
        proseRequired: true,
        body: guideWithWords(MIN_PROSE_WORDS),
      }),
    ).toEqual([]);
  });

  it('does not count code or demo markers as prose', () => {
    const body = `# Guide\n\nShort.\n\n\`\`\`tsx\n${'code '.repeat(400)}\n\`\`\`\n`;
    expect(
      rulesOf(
        checkMarkdownPage({ where: 'g.md', componentPage: false, proseRequired: true, body }),
      ),
    ).toEqual(['thin-page: thin page: 2 words of prose (at least 200)']);
  });

  it('leaves pages that need no prose minimum alone', () => {
    expect(
      checkMarkdownPage({ where: 'landing.md', componentPage: false, body: '# Area\n\nHello.\n' }),
    ).toEqual([]);
    expect(
      checkMarkdownPage({
        where: 'landing.md',
        componentPage: false,
        proseRequired: false,
        body: '# Area\n\nHello.\n',
      }),
    ).toEqual([]);
  });

  it('passes the good fixture as a component page that needs prose', () => {
    expect(
      checkMarkdownPage({
        where: 'good.md',
        componentPage: true,
        proseRequired: true,
        body: fixture('good-page.md'),
      }),
    ).toEqual([]);
  });
});

describe('the content check on exported HTML', () => {
  it('passes a page whose demos hold headings of their own', () => {
    expect(
      checkExportedPage({ where: '/good/', componentPage: true, html: fixture('good-page.html') }),
    ).toEqual([]);
  });

  it('fails a page with empty sections, placeholder phrases and one demo', () => {
    expect(
      rulesOf(
        checkExportedPage({ where: '/bad/', componentPage: true, html: fixture('bad-page.html') }),
      ),
    ).toEqual([
      'empty-section: the section "## Sizes" is empty: write it or remove the heading',
      'empty-section: the section "## API" is empty: write it or remove the heading',
      'placeholder: contains the placeholder phrase "TBD": replace it with real content',
      'placeholder: contains the placeholder phrase "placeholder text": replace it with real content',
      'too-few-demos: a component page needs at least 2 live demos, it has 1',
    ]);
  });

  it('never throws on markup it cannot make sense of', () => {
    for (const html of [
      '',
      '<main>',
      '</main><main>',
      '<h2><h3>',
      '<div class="demo-preview"',
      '&#xZZ; &bogus;',
    ]) {
      expect(() => checkExportedPage({ where: '/x/', componentPage: true, html })).not.toThrow();
    }
  });
});

describe('component pages', () => {
  it('are the main tab of /<area>/react-<name>', () => {
    expect(isComponentPagePath('/material-ui/react-button')).toBe(true);
    expect(isComponentPagePath('/zh/material-ui/react-button')).toBe(false);
    expect(isComponentPagePath('/material-ui/react-button/components-api')).toBe(false);
    expect(isComponentPagePath('/x/react-data-grid/sorting')).toBe(false);
    expect(isComponentPagePath('/material-ui/getting-started/usage')).toBe(false);
  });
});
