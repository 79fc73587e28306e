/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rewritePages, type PageRewrite } from './pageRewrites';

function exportWith(pages: Record<string, string>): string {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'page-rewrites-'));
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    fs.writeFileSync(path.join(out, file), html);
  }
  return out;
}

describe('rewritePages', () => {
  it('surveys every page first, then rewrites each in order, writing only the pages that changed', () => {
    const out = exportWith({ 'a/index.html': '<p>a</p>', 'b/index.html': '<p>b</p>' });
    try {
      const untouched = fs.statSync(path.join(out, 'b', 'index.html')).ino;
      const events: string[] = [];
      const first: PageRewrite = {
        survey: ({ file, html }) => events.push(`survey ${file} ${html}`),
        afterSurvey: () => events.push('planned'),
        rewrite: ({ file, html }) => (file.startsWith('a') ? html.replace('a', 'A') : null),
        finish: (pages) => events.push(`first done, ${pages} pages`),
      };
      const second: PageRewrite = {
        rewrite: ({ file, html }) => {
          events.push(`rewrite ${file} ${html}`);
          return null;
        },
        finish: () => events.push('second done'),
      };
      const changed = rewritePages(out, ['a/index.html', 'b/index.html'], [first, second]);
      expect(changed).toBe(1);
      expect(events).toEqual([
        'survey a/index.html <p>a</p>',
        'survey b/index.html <p>b</p>',
        'planned',
        // The second rewrite sees the page as the first left it.
        'rewrite a/index.html <p>A</p>',
        'rewrite b/index.html <p>b</p>',
        'first done, 2 pages',
        'second done',
      ]);
      expect(fs.readFileSync(path.join(out, 'a', 'index.html'), 'utf8')).toBe('<p>A</p>');
      expect(fs.statSync(path.join(out, 'b', 'index.html')).ino).toBe(untouched);
      expect(fs.readdirSync(path.join(out, 'a'))).toEqual(['index.html']);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });

  it('reads the pages once when no rewrite surveys them', () => {
    const out = exportWith({ 'index.html': '<p>x</p>' });
    const read = jest.spyOn(fs, 'readFileSync');
    try {
      rewritePages(out, ['index.html'], [{ rewrite: () => null, finish: () => undefined }]);
      expect(read.mock.calls.filter(([file]) => String(file).endsWith('index.html'))).toHaveLength(
        1,
      );
    } finally {
      read.mockRestore();
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});
