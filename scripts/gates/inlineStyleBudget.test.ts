import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pagesOverInlineStyleBudget } from './inlineStyleBudget';

describe('pagesOverInlineStyleBudget', () => {
  it('names each page whose style elements hold more CSS than the budget', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-style-'));
    fs.mkdirSync(path.join(dir, 'big'));
    fs.writeFileSync(path.join(dir, 'index.html'), `<style>${'a'.repeat(100)}</style>`);
    fs.writeFileSync(
      path.join(dir, 'big', 'index.html'),
      `<style data-emotion="css x">${'a'.repeat(60)}</style><style>${'b'.repeat(60)}</style>`,
    );
    expect(pagesOverInlineStyleBudget(dir, 100)).toEqual([
      { file: path.join('big', 'index.html'), bytes: 120 },
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
