import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeRoute } from '../routeTable';
import {
  checkExportedPages,
  checkMarkdownSources,
  exportedFileFor,
  isProseRequired,
} from './checkSite';

function fixture(name: string): string {
  return fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
}

describe('the content check over a site', () => {
  let dir = '';
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-check-'));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  function writeExport(pagePath: string, html: string): void {
    const file = exportedFileFor(dir, pagePath);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
  }

  it('finds the bad page among good ones, in every language, and pages that were not exported', () => {
    const good = makeRoute('/material-ui/react-button', 'doc', 'material-ui', null);
    const bad = makeRoute('/joy-ui/react-button', 'doc', 'joy-ui', null);
    const missing = makeRoute('/base-ui/react-button', 'doc', 'base-ui', null);
    for (const prefix of ['', '/zh']) {
      writeExport(`${prefix}/material-ui/react-button`, fixture('good-page.html'));
      writeExport(`${prefix}/joy-ui/react-button`, fixture('bad-page.html'));
    }
    writeExport('/base-ui/react-button', fixture('good-page.html'));

    const problems = checkExportedPages([good, bad, missing], dir);
    expect(problems.filter((problem) => problem.where.includes('material-ui'))).toEqual([]);
    expect(
      problems.filter((problem) => problem.where === '/joy-ui/react-button').map((p) => p.rule),
    ).toEqual(['empty-section', 'empty-section', 'placeholder', 'placeholder', 'too-few-demos']);
    expect(problems.filter((problem) => problem.where === '/zh/joy-ui/react-button')).toHaveLength(
      5,
    );
    expect(problems.filter((problem) => problem.rule === 'missing-export')).toEqual([
      expect.objectContaining({ where: '/zh/base-ui/react-button' }),
    ]);
  });

  it('reads the Markdown of a page and of its translation', () => {
    const english = path.join(dir, 'react-button.md');
    fs.writeFileSync(english, `---\ntitle: Button\n---\n${fixture('good-page.md')}`);
    fs.writeFileSync(
      path.join(dir, 'react-button.zh.md'),
      `---\ntitle: 按钮\n---\n${fixture('bad-page.md')}`,
    );
    const route = makeRoute('/material-ui/react-button', 'doc', 'material-ui', english);
    const problems = checkMarkdownSources([route]);
    expect(new Set(problems.map((problem) => path.basename(problem.where)))).toEqual(
      new Set(['react-button.zh.md']),
    );
    expect(problems.map((problem) => problem.rule)).toContain('too-few-demos');
  });

  it('asks the English source of a guide for enough prose, not its translation', () => {
    const thin = '# Spacing\n\nA short page about spacing.\n';
    const english = path.join(dir, 'spacing.md');
    fs.writeFileSync(english, `---\ntitle: Spacing\n---\n${thin}`);
    fs.writeFileSync(
      path.join(dir, 'spacing.zh.md'),
      `---\ntitle: 间距\n---\n# 间距\n\n关于间距。\n`,
    );
    const route = makeRoute('/system/spacing', 'doc', 'system', english);
    expect(checkMarkdownSources([route])).toEqual([
      {
        where: path.relative(process.cwd(), english),
        rule: 'thin-page',
        message: 'thin page: 6 words of prose (at least 200)',
      },
    ]);
  });

  it('does not ask an area landing for a prose minimum', () => {
    const landing = path.join(dir, 'index.md');
    fs.writeFileSync(landing, '---\ntitle: System\n---\n# System\n\nShort landing.\n');
    expect(checkMarkdownSources([makeRoute('/system', 'doc', 'system', landing)])).toEqual([]);
  });
});

describe('pages that need a prose minimum', () => {
  it('are the component pages and guides below an area', () => {
    expect(isProseRequired(makeRoute('/joy-ui/react-button', 'doc', 'joy-ui', null))).toBe(true);
    expect(isProseRequired(makeRoute('/system/spacing', 'doc', 'system', null))).toBe(true);
    expect(isProseRequired(makeRoute('/x/react-data-grid', 'doc', 'x', null))).toBe(true);
    expect(isProseRequired(makeRoute('/x/react-charts/pie', 'doc', 'x', null))).toBe(true);
  });

  it('are not area landings, blog posts, API pages or API tabs', () => {
    expect(isProseRequired(makeRoute('/joy-ui', 'doc', 'joy-ui', null))).toBe(false);
    expect(isProseRequired(makeRoute('/x', 'doc', 'x', null))).toBe(false);
    expect(isProseRequired(makeRoute('/toolpad', 'doc', null, null))).toBe(false);
    expect(isProseRequired(makeRoute('/blog/release-notes', 'blog-post', null, null))).toBe(false);
    expect(isProseRequired(makeRoute('/joy-ui/api/button', 'api', 'joy-ui', null))).toBe(false);
    expect(
      isProseRequired(makeRoute('/joy-ui/react-button/components-api', 'docs-tab', 'joy-ui', null)),
    ).toBe(false);
  });
});
