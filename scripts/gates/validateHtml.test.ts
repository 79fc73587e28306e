import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileForUrl, formatPageErrors, validatePages } from './validateHtml';

const ROOT = path.join(__dirname, '..', '..');
const FIXTURE = path.join(ROOT, 'test', 'fixtures', 'broken-site');

describe('validatePages', () => {
  it('maps URL paths to the files a static host serves', () => {
    expect(fileForUrl('out', '/a/b/')).toBe(path.join('out', 'a', 'b', 'index.html'));
    expect(fileForUrl('out', '/404.html')).toBe(path.join('out', '404.html'));
  });

  it('passes valid pages', async () => {
    expect(await validatePages(FIXTURE, ['/', '/guide/', '/axe-violation/'], ROOT)).toEqual([]);
  }, 30_000);

  it('fails on a duplicate id and content where it is not permitted, naming the page', async () => {
    const failures = await validatePages(FIXTURE, ['/', '/invalid-html/'], ROOT);
    expect(failures.map((f) => f.page)).toEqual(['/invalid-html/']);
    const rules = failures[0].messages.map((m) => m.ruleId);
    expect(rules).toEqual(expect.arrayContaining(['no-dup-id', 'element-permitted-content']));
    expect(formatPageErrors(failures)).toMatch(
      /^ {2}\/invalid-html\/: \d+ error\(s\)\n {4}\d+:\d+ /,
    );
  }, 30_000);

  it('reports a page that was not exported', async () => {
    const failures = await validatePages(FIXTURE, ['/not-exported/'], ROOT);
    expect(failures[0].messages[0].ruleId).toBe('missing-file');
  });

  it('fails on an attribute value only a script writes, in otherwise valid markup', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'validate-html-'));
    try {
      const valid = fs.readFileSync(path.join(FIXTURE, 'guide', 'index.html'), 'utf8');
      const bars =
        '<svg width="40" height="24" aria-hidden="true"><rect width="NaN" height="16"></rect></svg>';
      fs.mkdirSync(path.join(dir, 'bars'));
      fs.writeFileSync(
        path.join(dir, 'bars', 'index.html'),
        valid.replace('</main>', `${bars}</main>`),
      );
      const failures = await validatePages(dir, ['/bars/'], ROOT);
      expect(failures.map((f) => f.messages.map((m) => m.ruleId))).toEqual([
        ['script-value-attribute'],
      ]);
      expect(formatPageErrors(failures)).toContain('<rect> has width="NaN"');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
