import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Route } from '../routeTable';
import { coverageByArea, coverageGaps, mainTextLength, MIN_MAIN_TEXT_CHARS } from './coverage';
import { parseReference, requiredRows, splitReferencePath } from './referenceNavigation';

const reference = [
  '# comment',
  'area\tkind\tpath\ttitle\tgroup\tflags',
  'system\tpage\t/system/borders/\t\tStyle\t',
  'system\tpage\t/system/thin/\t\tStyle\t',
  'system\tpage\t/system/soon/\t\tStyle\tplanned',
  'material-ui\tpage\t/material-ui/react-masonry/\t\tlab\tlab',
  'base-ui\tapi\t/base-ui/react-badge/components-api/#badge\t\tAPIs\t',
  'x\tpage\t/x/react-data-grid/column-pinning/\t\tGrid\tplan:pro',
].join('\n');

function route(pathname: string, kind: Route['kind']): Route {
  return {
    path: pathname,
    kind,
    pattern: '/material-ui/[page]',
    area: null,
    source: null,
    languages: ['en', 'zh'],
  };
}

function page(text: string, extra = ''): string {
  return `<html><body><nav>menu</nav><main><h1>T</h1><p>${text}</p>${extra}<pre><code>${'x'.repeat(5000)}</code></pre></main></body></html>`;
}

describe('the reference file', () => {
  it('keeps the rows a reader can open, without planned and lab entries', () => {
    const rows = requiredRows(parseReference(reference));
    expect(rows.map((row) => row.path)).toEqual([
      '/system/borders/',
      '/system/thin/',
      '/base-ui/react-badge/components-api/#badge',
      '/x/react-data-grid/column-pinning/',
    ]);
    expect(rows[3].flags).toEqual(['plan:pro']);
  });

  it('names the file and line of a malformed row', () => {
    expect(() => parseReference('system\tpages\tborders', 'ref.tsv')).toThrow(
      'ref.tsv:1: expected',
    );
  });

  it('splits a path and its anchor', () => {
    expect(splitReferencePath('/base-ui/react-badge/components-api/#badge')).toEqual({
      path: '/base-ui/react-badge/components-api',
      fragment: 'badge',
    });
    expect(splitReferencePath('/system/borders/')).toEqual({
      path: '/system/borders',
      fragment: null,
    });
  });
});

describe('coverageGaps', () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coverage-'));
  const write = (pagePath: string, html: string) => {
    const dir = path.join(outDir, ...pagePath.split('/').filter(Boolean));
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), html);
  };
  const long = 'word '.repeat(MIN_MAIN_TEXT_CHARS / 4);
  for (const prefix of ['', '/zh']) {
    write(`${prefix}/system/borders`, page(long));
    // Code and demo text do not count as main text.
    write(`${prefix}/system/thin`, page('short', `<div class="demo-preview">${long}</div>`));
    write(`${prefix}/base-ui/react-badge/components-api`, page('api', '<h2 id="badge">Badge</h2>'));
  }
  write('/x/react-data-grid/column-pinning', page(long));
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  const rows = requiredRows(parseReference(reference));
  const routes = [
    route('/system/borders', 'doc'),
    route('/system/thin', 'doc'),
    route('/base-ui/react-badge/components-api', 'docs-tab'),
    route('/x/react-data-grid/column-pinning', 'redirect'),
  ];
  const gaps = coverageGaps(rows, routes, outDir);

  it('reports a thin page in every language, and a path that is only a redirect', () => {
    expect(gaps.map((gap) => [gap.where, gap.message.slice(0, 40)])).toEqual([
      ['/system/thin', 'has 5 characters of main text (at least '],
      ['/zh/system/thin', 'has 5 characters of main text (at least '],
      ['/x/react-data-grid/column-pinning', 'no page is exported at this path (only a'],
    ]);
  });

  it('reports an API tab without the anchor of the row', () => {
    write('/zh/base-ui/react-badge/components-api', page('api'));
    expect(coverageGaps(rows, routes, outDir).map((gap) => gap.where)).toContain(
      '/zh/base-ui/react-badge/components-api',
    );
  });

  it('counts an API index page as an API page, and a plain page at an API row as a gap', () => {
    const indexRows = requiredRows(
      parseReference('x\tapi\t/x/api/data-grid/\tIndex\tData Grid > API Reference\t'),
    );
    for (const prefix of ['', '/zh']) write(`${prefix}/x/api/data-grid`, page('index'));
    expect(coverageGaps(indexRows, [route('/x/api/data-grid', 'api-index')], outDir)).toEqual([]);
    expect(
      coverageGaps(indexRows, [route('/x/api/data-grid', 'doc')], outDir).map((gap) => gap.message),
    ).toEqual(['no API page is exported at this path (only a doc route): add it to data/x/']);
  });

  it('enforces every area by default, MUI X included', () => {
    expect(coverageByArea(rows, gaps).every((area) => area.enforced)).toBe(true);
  });

  it('counts per area, enforcing only the areas asked for', () => {
    expect(coverageByArea(rows, gaps, ['system'])).toEqual([
      { area: 'system', required: 2, open: 1, enforced: true },
      { area: 'base-ui', required: 1, open: 1, enforced: false },
      { area: 'x', required: 1, open: 0, enforced: false },
    ]);
  });
});

describe('mainTextLength', () => {
  it('counts a Chinese character as three English letters', () => {
    expect(mainTextLength('Grid v2')).toBe(7);
    expect(mainTextLength('网格 v2')).toBe(9);
  });
});
