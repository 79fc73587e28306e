import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeRoute } from '../routeTable';
import { checkExportedPages, checkMarkdownSources, exportedFileFor } from './checkSite';

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
});
